import type { LotteryDrawValue } from '@gp/contract/lottery';
import { useQueryClient } from '../../../lib/query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { walletKey } from '../../../lib/wallet-balance';
import { useNow } from '../use-now';
import { BetSlipPanel } from './bet-slip-panel';
import { DrawCountdown } from './draw-countdown';
import { LotteryTickets } from './lottery-tickets';
import { OpenedHistory } from './opened-history';
import { ResultBalls } from './result-balls';
import styles from './lottery.module.css';

/** The betting view of one game: draw header, bet slip, paytable, opened numbers and my tickets. */
export const LotteryBetting = ({
  draw,
  mode,
  currency,
  onModeChange,
  onBack,
}: {
  draw: LotteryDrawValue & { offsetMs: number };
  mode: 'real' | 'free';
  currency: string;
  onModeChange: (mode: 'real' | 'free') => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const now = useNow();
  const game = draw.game;
  const lastDrawNo = game.lastOpened?.drawNo;

  // A new draw opened: its tickets were settled, so the ticket list reloads (play money has no push).
  useEffect(() => {
    if (lastDrawNo !== undefined)
      void client.invalidateQueries({ queryKey: [...walletKey, 'lotteryTickets'] });
  }, [client, lastDrawNo]);

  return (
    <div className={styles.betting}>
      <div className={styles.drawHead}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon name="chevronRight" size={16} className={styles.flip} />
          {t('lottery.back')}
        </Button>
        <div className={styles.drawInfo}>
          <span className={styles.tag}>{t(`lottery.tag.${game.gameGroupCode}`)}</span>
          <h2 className={styles.gameTitle}>{game.gameName}</h2>
          <p className={styles.muted}>{t('lottery.issue', { issue: game.nextDraw.issue })}</p>
        </div>
        <div className={styles.drawClock}>
          <DrawCountdown draw={game.nextDraw} now={now} offsetMs={draw.offsetMs} />
          <div className={styles.lastResult}>
            <span className={styles.muted}>{t('lottery.last_result')}</span>
            {game.lastOpened ? (
              <ResultBalls
                result={game.lastOpened.result}
                label={t('lottery.result_label', {
                  result: game.lastOpened.result,
                  issue: game.lastOpened.issue,
                })}
              />
            ) : (
              <span className={styles.muted}>{t('lottery.no_result')}</span>
            )}
          </div>
        </div>
      </div>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <BetSlipPanel
            key={`${game.gameCode}-${mode}`}
            draw={draw}
            now={now}
            mode={mode}
            currency={currency}
            onModeChange={onModeChange}
            onPlaced={() => undefined}
          />
          <LotteryTickets gameCode={game.gameCode} mode={mode} currency={currency} />
        </div>
        <div className={styles.sideColumn}>
          <section className={styles.panel} aria-labelledby="lottery-paytable-title">
            <h2 id="lottery-paytable-title" className={styles.panelTitle}>
              {t('lottery.paytable')}
            </h2>
            <ul className={styles.paytable}>
              {draw.paytable.map((entry) => (
                <li key={entry.betType}>
                  <span>{t(`lottery.bet_type.${entry.betType}`)}</span>
                  <strong>{t('lottery.pays', { odds: entry.odds })}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.hint}>
              {t('lottery.paytable_note', { rtp: draw.paytable[0]?.rtp ?? '', close: game.closeSeconds })}
            </p>
          </section>
          <OpenedHistory gameCode={game.gameCode} lastDrawNo={lastDrawNo} />
        </div>
      </div>
    </div>
  );
};
