import { LotteryPage } from '../../features/lottery/components/lottery-page';

/** /lottery, /vnLottery, /seaLottery and the lower-case game paths (spec 2.1). */
export const LotteryRoute = () => <LotteryPage />;
