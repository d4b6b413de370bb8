import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DemoSession } from '../demo-vendor-client';
import { LiveTable, type TableGameView } from '../live/live-table';
import { NiuNiuBoard } from './niuniu-board';
import { NiuNiuCards } from './niuniu-cards';
import { NiuNiuRulesDialog } from './niuniu-rules-dialog';
import { bullKey, dealOf, readNiuNiuRules, seatNumber } from './niuniu-rules';

/** The Niu Niu card table (issue 19): what a PVP game named Niu Niu opens on the demo vendor. */
export const NiuNiuTable = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const rules = useMemo(() => readNiuNiuRules(session.rules), [session.rules]);
  const game = useMemo((): TableGameView | null => {
    if (!rules) return null;
    const bankerText = (bull: number) => t('niuniu.banker_has', { hand: t(bullKey(bull), { value: bull }) });
    return {
      stage: (props) => <NiuNiuCards rules={rules} {...props} />,
      wideStage: 'full',
      watchSeats: true,
      board: (props) => <NiuNiuBoard rules={rules} {...props} />,
      resultText: (result) => {
        const deal = dealOf(result);
        if (!deal) return null;
        const winners = deal.seats.filter((s) => s.wins).map((s) => seatNumber(s.seat));
        return `${bankerText(deal.banker.bull)} · ${
          winners.length > 0
            ? t('niuniu.seats_win', { seats: winners.join(', ') })
            : t('niuniu.banker_sweeps')
        }`;
      },
      historyItem: (result) => {
        const deal = dealOf(result);
        if (!deal) return null;
        const bull = deal.banker.bull;
        return {
          text: bull === 0 ? '–' : bull === 10 ? 'NN' : String(bull),
          said: bankerText(bull),
          tone: bull >= 7 ? 'nn-high' : 'nn-low',
        };
      },
      rules: (onClose) => <NiuNiuRulesDialog rules={rules} onClose={onClose} />,
    };
  }, [rules, t]);
  return <LiveTable session={session} onEnded={onEnded} game={game} />;
};
