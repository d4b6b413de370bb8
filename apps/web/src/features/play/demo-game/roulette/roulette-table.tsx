import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DemoSession } from '../demo-vendor-client';
import { LiveTable, type StageProps, type TableGameView } from '../live/live-table';
import { RouletteBoard } from './roulette-board';
import { RouletteRulesDialog } from './roulette-rules-dialog';
import { colourOf, numberOf, readRouletteRules, type RouletteRules } from './roulette-rules';
import { RouletteWheel } from './roulette-wheel';

const RouletteStage = ({ rules, reveal, shown, onStopped }: StageProps & { rules: RouletteRules }) => {
  const spin = useMemo(() => {
    const result = reveal ? numberOf(reveal.result) : null;
    return reveal && result !== null ? { roundNo: reveal.roundNo, result } : null;
  }, [reveal]);
  return <RouletteWheel rules={rules} spin={spin} shown={numberOf(shown)} onStopped={onStopped} />;
};

/** The live roulette table (issue 19): the page a LIVE roulette game opens on the demo vendor. */
export const RouletteTable = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const rules = useMemo(() => readRouletteRules(session.rules), [session.rules]);
  const game = useMemo((): TableGameView | null => {
    if (!rules) return null;
    const named = (n: number) => t(`roulette.colour.${colourOf(rules, n)}`);
    return {
      stage: (props) => <RouletteStage rules={rules} {...props} />,
      board: ({ shown, terms: _terms, history: _history, ...props }) => (
        <RouletteBoard rules={rules} winning={numberOf(shown)} {...props} />
      ),
      resultText: (result) => {
        const n = numberOf(result);
        return n === null ? null : t('roulette.result', { number: n, colour: named(n) });
      },
      historyItem: (result) => {
        const n = numberOf(result);
        return n === null ? null : { text: String(n), said: `${n} ${named(n)}`, tone: colourOf(rules, n) };
      },
      rules: (onClose) => <RouletteRulesDialog rules={rules} onClose={onClose} />,
    };
  }, [rules, t]);
  return <LiveTable session={session} onEnded={onEnded} game={game} />;
};
