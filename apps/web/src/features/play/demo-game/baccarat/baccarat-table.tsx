import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DemoSession } from '../demo-vendor-client';
import { LiveTable, type TableGameView } from '../live/live-table';
import { BaccaratBoard } from './baccarat-board';
import { BaccaratCards } from './baccarat-cards';
import { BaccaratRulesDialog } from './baccarat-rules-dialog';
import { handOf, readBaccaratRules } from './baccarat-rules';

const initials = { player: 'P', banker: 'B', tie: 'T' } as const;

/** The live baccarat table (issue 19): what a LIVE baccarat game opens on the demo vendor. */
export const BaccaratTable = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const rules = useMemo(() => readBaccaratRules(session.rules), [session.rules]);
  const game = useMemo((): TableGameView | null => {
    if (!rules) return null;
    return {
      stage: (props) => <BaccaratCards {...props} />,
      wideStage: true,
      board: (props) => <BaccaratBoard rules={rules} {...props} />,
      resultText: (result) => {
        const hand = handOf(result);
        if (!hand) return null;
        const totals = { player: hand.playerTotal, banker: hand.bankerTotal };
        return t(`baccarat.result.${hand.winner}`, totals);
      },
      historyItem: (result) => {
        const hand = handOf(result);
        return hand
          ? {
              text: initials[hand.winner],
              said: t(`baccarat.area.${hand.winner}`),
              tone: `bac-${hand.winner}`,
            }
          : null;
      },
      rules: (onClose) => <BaccaratRulesDialog rules={rules} onClose={onClose} />,
    };
  }, [rules, t]);
  return <LiveTable session={session} onEnded={onEnded} game={game} />;
};
