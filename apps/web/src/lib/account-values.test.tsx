import { sessionKeys } from '@gp/contract/constants';
import type { ConsolidatedValue } from '@gp/contract/wallet';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { QueryClient, QueryClientProvider } from './query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, permissionFixture, scriptedFetch } from '../test/fixtures';
import { resetSession, setupWebTests } from '../test/render';
import { loginAs } from '../test/stubs';
import { contractSwitches, readContractSwitches, useAccountSessionValues } from './account-values';
import { useSiteStore } from './site-store';

const env = setupWebTests();

const noContracts = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  divtypeinfo: false,
};
const consolidated: ConsolidatedValue = {
  ...noContracts,
  divtypereq: true,
  funds: {
    balance: '10.00',
    vendorBalance: '0.00',
    pendingWithdrawal: '0.00',
    totalDeposit: '10.00',
    totalWithdrawal: '0.00',
    currency: 'KRW',
  },
};

const server = () =>
  scriptedFetch({
    'GET /wps/relay/GCS_merchantWallet': () => jsonResponse({ success: true, value: { isSingle: true } }),
    'GET /wps/member/info/funds/consolidated': () => jsonResponse({ success: true, value: consolidated }),
  });

const mount = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAccountSessionValues(), { wrapper });
};

const siteWith = (agentPolicy: boolean) =>
  useSiteStore
    .getState()
    .setPermission(
      permissionFixture(env.keys.publicKey, { [whitelabelFlags.agentPolicy]: agentPolicy }),
      '',
      '',
    );

const stored = (key: string) => sessionStorage.getItem(key);

beforeEach(() => {
  resetSession();
});

describe('account session values (spec 3)', () => {
  it('stores merchantWallet, consolidated and the contract switches after a real login with the agent policy', async () => {
    const fetch = server();
    siteWith(true);
    loginAs();
    mount();
    await waitFor(() => expect(stored(sessionKeys.enableContract)).toBe('true'));
    expect(JSON.parse(stored(sessionKeys.merchantWallet)!)).toEqual({ isSingle: true });
    expect(JSON.parse(stored(sessionKeys.consolidated)!)).toEqual({ ...noContracts, divtypereq: true });
    expect(stored(sessionKeys.enableSalary)).toBe('false');
    expect(readContractSwitches()).toEqual({ enableContract: true, enableSalary: false });
    expect(fetch.callsTo('/wps/member/info/funds/consolidated')[0]!.headers.authorization).toBe(
      'Bearer tok-1',
    );
  });

  it('loads no consolidated data without the agent policy', async () => {
    const fetch = server();
    siteWith(false);
    loginAs();
    mount();
    await waitFor(() => expect(stored(sessionKeys.merchantWallet)).not.toBeNull());
    expect(fetch.callsTo('/wps/member/info/funds/consolidated')).toEqual([]);
    expect(stored(sessionKeys.consolidated)).toBeNull();
    expect(readContractSwitches()).toEqual({ enableContract: false, enableSalary: false });
  });

  it('loads nothing for a trial user (spec 6) or a guest', async () => {
    const fetch = server();
    siteWith(true);
    mount();
    loginAs({ isTrial: true, type: 4 });
    mount();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch.calls).toEqual([]);
    expect(stored(sessionKeys.merchantWallet)).toBeNull();
  });
});

describe('contractSwitches', () => {
  it('opens the contract for a dividend and the salary for any salary kind', () => {
    expect(contractSwitches(noContracts)).toEqual({ enableContract: false, enableSalary: false });
    expect(contractSwitches({ ...noContracts, divtypeinfo: true })).toEqual({
      enableContract: true,
      enableSalary: false,
    });
    for (const kind of [
      'dailysalreqtype',
      'contracthoursalreq',
      'realtimesalreqtype',
      'contractmrdailysalinfotype',
      'contracthoursalinfo',
      'dailysalinfotype',
    ] as const) {
      expect(contractSwitches({ ...noContracts, [kind]: true }), kind).toEqual({
        enableContract: false,
        enableSalary: true,
      });
    }
  });
});
