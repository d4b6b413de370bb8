import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useSiteStore } from '../../../lib/site-store';

/** Whether the whitelabel runs VIP (spec 6: the VIP entries and label show only then). */
export const useVipEnabled = () =>
  useSiteStore((state) =>
    state.permission ? isFlagEnabled(state.permission.info.whitelabel, whitelabelFlags.vip) : false,
  );
