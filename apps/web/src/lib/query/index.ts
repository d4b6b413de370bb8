// useMutation is imported from './use-mutation' directly: through this file it would join the entry
// chunk, which imports this file for the lobby's queries (issue 15).
export { hashKey, type QueryKey } from './keys';
export {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type InfiniteData,
  type InfiniteQueryOptions,
  type QueryFunctionClient,
  type QueryState,
  type UseQueryOptions,
} from './options';
export type { Query } from './query';
export { QueryClient, type QueryClientConfig, type QueryFilters } from './query-client';
export type { InfiniteQueryResult, QueryResult } from './query-observer';
export { QueryClientProvider, useInfiniteQuery, useQuery, useQueryClient } from './react';
