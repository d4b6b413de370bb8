import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DemoSession } from '../demo-vendor-client';
import { LiveTable, type TableGameView } from '../live/live-table';
import { CockfightArena } from './cockfight-arena';
import { CockfightBoard } from './cockfight-board';
import { CockfightRulesDialog } from './cockfight-rules-dialog';
import { readCockfightRules, winnerOf } from './cockfight-rules';

const initials = { meron: 'M', wala: 'W', draw: 'D' } as const;

/** The cockfight table (issue 19): what the cockfight lobby's game opens on the demo vendor. */
export const CockfightTable = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const rules = useMemo(() => readCockfightRules(session.rules), [session.rules]);
  const game = useMemo((): TableGameView | null => {
    if (!rules) return null;
    return {
      stage: (props) => <CockfightArena {...props} />,
      // The two corners and the fight's number need more than a phone's wheel column.
      wideStage: true,
      board: (props) => <CockfightBoard {...props} />,
      resultText: (result) => {
        const winner = winnerOf(result);
        return winner ? t(`cockfight.result.${winner}`) : null;
      },
      historyItem: (result) => {
        const winner = winnerOf(result);
        return winner
          ? { text: initials[winner], said: t(`cockfight.result.${winner}`), tone: winner }
          : null;
      },
      rules: (onClose) => <CockfightRulesDialog rules={rules} onClose={onClose} />,
    };
  }, [rules, t]);
  return <LiveTable session={session} onEnded={onEnded} game={game} />;
};
