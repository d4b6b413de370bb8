import { sessionKeys } from '@gp/contract/constants';
import type { ConsolidatedValue } from '@gp/contract/wallet';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useQuery } from './query';
import { useEffect } from 'react';
import { useSessionStore } from './session-store';
import { useSiteStore } from './site-store';
import { session } from './storage';
import { consolidatedQuery, merchantWalletQuery } from './wallet-balance';

export type ContractInfo = Omit<ConsolidatedValue, 'funds'>;

/**
 * Which contract pages the consolidated info opens (spec 6: "contract features are enabled per
 * consolidated info"): the dividend contract, or any of the daily, hourly and real-time salaries,
 * whether the account may offer them (`…req`) or holds one (`…info`).
 */
export const contractSwitches = (info: ContractInfo) => ({
  enableContract: info.divtypereq || info.divtypeinfo,
  enableSalary:
    info.dailysalreqtype ||
    info.contracthoursalreq ||
    info.realtimesalreqtype ||
    info.dailysalinfotype ||
    info.contractmrdailysalinfotype ||
    info.contracthoursalinfo,
});

/** The stored contract switches (false when not loaded: trial users, or the agent policy off). */
export const readContractSwitches = () => ({
  enableContract: session.get(sessionKeys.enableContract) === 'true',
  enableSalary: session.get(sessionKeys.enableSalary) === 'true',
});

/**
 * The session values of spec 3 that follow a real login: `merchantWallet` (the merchant wallet answer)
 * for every member and agent; with the agent-policy flag also `consolidated` (the contract info, without
 * the funds) and the `enableSalary` / `enableContract` switches. Trial users load neither (spec 6).
 * Logout clears them with the other user keys (session-store.ts).
 */
export const useAccountSessionValues = (): void => {
  const real = useSessionStore((state) => state.isLogin && !state.isTrial);
  const agentPolicy = useSiteStore((state) =>
    state.permission ? isFlagEnabled(state.permission.info.whitelabel, whitelabelFlags.agentPolicy) : false,
  );
  const wallet = useQuery({ ...merchantWalletQuery(), enabled: real });
  const consolidated = useQuery({ ...consolidatedQuery(), enabled: real && agentPolicy });

  useEffect(() => {
    if (real && wallet.data) session.setJson(sessionKeys.merchantWallet, wallet.data);
  }, [real, wallet.data]);

  useEffect(() => {
    if (!real || !agentPolicy || !consolidated.data) return;
    const { funds: _funds, ...info } = consolidated.data;
    const switches = contractSwitches(info);
    session.setJson(sessionKeys.consolidated, info);
    session.set(sessionKeys.enableContract, String(switches.enableContract));
    session.set(sessionKeys.enableSalary, String(switches.enableSalary));
  }, [real, agentPolicy, consolidated.data]);
};
