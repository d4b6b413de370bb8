import type {
  PointBalanceValue,
  PointConfigValue,
  PointEntry,
  PointReward,
  RedeemOrder,
} from '@gp/contract/points';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';

/**
 * The points mall's side of a scripted server for the feature's tests: answers in the contract's
 * shapes (the API client checks them against the schemas in tests), overridable per test.
 */
export const ok = (value: unknown) => jsonResponse({ success: true, value });
export const refuse = (code: string, status: number, value?: unknown) =>
  jsonResponse({ success: false, code, ...(value === undefined ? {} : { value }) }, status);

export const paged = <T>(
  content: T[],
  over: { pageNum?: number; totalPages?: number; total?: number } = {},
) => ({
  content,
  pageNum: over.pageNum ?? 1,
  totalPages: over.totalPages ?? 1,
  total: over.total ?? content.length,
});

export const balanceValue: PointBalanceValue = { balance: '2500.00', earned: '4100.00' };

export const configValue: PointConfigValue = {
  exchangeRatio: '100.00',
  pointsRequirement: '1000.00',
  amountRequirement: '500.00',
  depositTotal: '300.00',
  rates: [
    { gameType: 'RNG', rate: '1.00' },
    { gameType: 'LIVE', rate: '0.50' },
  ],
};

export const reward = (over: Partial<PointReward>): PointReward => ({
  id: 1,
  kind: 'CASH',
  name: 'Cash 10',
  description: '10.00 straight into your wallet',
  points: '1000.00',
  amount: '10.00',
  turnoverMultiple: null,
  stock: null,
  imageUrl: null,
  ...over,
});

export const giftBox = reward({
  id: 3,
  kind: 'PHYSICAL',
  name: 'Gift box',
  description: 'A box of treats',
  points: '2000.00',
  amount: null,
  stock: 4,
});

export const order = (over: Partial<RedeemOrder>): RedeemOrder => ({
  id: 11,
  rewardId: 1,
  rewardName: 'Cash 10',
  kind: 'CASH',
  points: '1000.00',
  amount: '10.00',
  status: 'passed',
  delivery: null,
  remark: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  decidedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

export const entry = (over: Partial<PointEntry>): PointEntry => ({
  id: 21,
  kind: 'EARN',
  points: '120.00',
  balanceAfter: '2500.00',
  detail: 'RNG',
  createdAt: '2026-05-01T09:00:00.000Z',
  ...over,
});

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Every call the page makes, answered; `over` replaces any of them ("METHOD /path" keys). */
export const pointsServer = (over: Record<string, Handler> = {}) =>
  scriptedFetch({
    'GET /wps/relay/getPointBalance': () => ok(balanceValue),
    'GET /wps/relay/getPointConfig': () => ok(configValue),
    'GET /wps/relay/getPointReward': () => ok(paged([reward({}), giftBox])),
    'GET /wps/relay/getRedeemPointList': () => ok(paged([])),
    'GET /wps/relay/ODSFE2_MemTransDet': () => ok(paged([])),
    'GET /wps/withdraw/info': () =>
      ok({
        minAmount: '100.00',
        maxAmount: '5000000.00',
        balance: '0.00',
        hasPaymentPassword: true,
        bankAccounts: [],
      }),
    ...over,
  });
