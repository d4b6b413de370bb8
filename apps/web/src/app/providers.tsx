import { QueryClient, QueryClientProvider } from '../lib/query';
import type { ReactNode } from 'react';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });

export const Providers = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
