import { useMemo } from 'react';
import { useVendorLanes } from '../../features/games/hooks/use-vendor-lanes';
import { MemberCentre, type MemberCentrePages } from '../../features/member-centre/components/member-centre';
import { BetRecordsPage } from '../../features/play/records/bet-records-page';
import { ProfitLossPage } from '../../features/play/records/profit-loss-page';
import { DepositPage } from '../../features/wallet/pages/deposit-page';
import { DepositRecordPage } from '../../features/wallet/pages/deposit-records';
import { SecurityCenterPage } from '../../features/wallet/pages/security-center';
import { TransactionHistoryPage } from '../../features/wallet/pages/transaction-history';
import { TransferFundPage } from '../../features/wallet/pages/transfer-fund';
import { TransferUplinePage } from '../../features/wallet/pages/transfer-upline';
import { WithdrawPage } from '../../features/wallet/pages/withdraw-page';

/** The bet record with the site's vendors (from the lobby's vendor lanes) as its vendor filter. */
const BetRecordsWithVendors = () => {
  const { lanes } = useVendorLanes();
  const vendors = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const card of (lanes ?? []).flatMap((lane) => lane.cards)) {
      if (!byCode.has(card.vassalage)) byCode.set(card.vassalage, card.displayName || card.vassalage);
    }
    return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [lanes]);
  return <BetRecordsPage vendors={vendors} />;
};

/** Member-centre pages built so far (spec 2.6); the others show their title and an empty state. */
const pages: MemberCentrePages = {
  securityCenter: SecurityCenterPage,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  depositRecord: DepositRecordPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  transactionHistory: TransactionHistoryPage,
  personalHistoryCopy: BetRecordsWithVendors,
  personalProfit: ProfitLossPage,
};

/** /member (lazy route module): the member centre shell with the wallet pages. */
export const MemberRoute = () => <MemberCentre pages={pages} />;
