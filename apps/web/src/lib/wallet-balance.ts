import { fromMinor, toMinor } from '@gp/contract/money';
import { queryOptions, type QueryClient } from './query';
import { callApi } from './api-client';

/** Every wallet query key starts with this, so one invalidation refreshes them all. */
export const walletKey = ['wallet'] as const;

/** GET /wps/v2/wallets/balance (spec 7.2): main balance, currency symbol and vendor wallets. */
export const walletBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...walletKey, 'balance', token],
    queryFn: ({ signal }) => callApi('walletBalance', { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });

/** Funds summary and the contract switches of spec 3 (consolidated contract info). */
export const consolidatedQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'consolidated'],
    queryFn: ({ signal }) => callApi('consolidated', { signal }),
  });

/** GCS_merchantWallet (spec 7.2): whether the merchant runs a single wallet (isSingle). */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'merchantWallet'],
    queryFn: ({ signal }) => callApi('merchantWallet', { signal }),
    staleTime: 5 * 60_000,
  });

/** After every money action: the header balance and every wallet list reload. */
export const invalidateWallet = (client: QueryClient) => client.invalidateQueries({ queryKey: walletKey });

/** The wallets of a balance answer, main first (`mainName` labels it), amounts as the API sent them. */
export interface WalletLine {
  code: string;
  name: string;
  balance: string;
}

const minorOfAmount = (amount: string): bigint => {
  const parsed = toMinor(amount);
  return parsed.ok ? parsed.minor : 0n;
};

/**
 * Everything the member holds: the main wallet plus every vendor wallet (money moved into a game's
 * wallet is still the member's). Summed in minor units, never through a float.
 */
export const totalBalance = (value: { balance: string; wallets: readonly { balance: string }[] }): string =>
  fromMinor(value.wallets.reduce((sum, w) => sum + minorOfAmount(w.balance), minorOfAmount(value.balance)));

export const walletLines = (
  value: { balance: string; wallets: readonly { vendorCode: string; name: string; balance: string }[] },
  mainName: string,
): WalletLine[] => [
  { code: 'MAIN', name: mainName, balance: value.balance },
  ...value.wallets.map((w) => ({ code: w.vendorCode, name: w.name, balance: w.balance })),
];
