import { useEffect, useRef, useState } from 'react';
import * as Tabs from '../../../../components/tabs';
import tabStyles from '../../../../components/tab-strip.module.css';
import { Skeleton } from '../../../../components/skeleton';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DemoSession } from '../demo-vendor-client';
import { BalanceMeter, GameHeader } from '../game-parts';
import { BetSlipPanel } from './bet-slip-panel';
import { FixtureCard } from './fixture-card';
import { MyBets } from './my-bets';
import { useSportsbook } from './use-sportsbook';
import styles from './sportsbook.module.css';

/** The clock the kick-off times count down on, ticking each half minute. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * The demo vendor's sportsbook (issue 19), what the Sports and E-Sports lanes' games open: the book's
 * sports as tabs, each with its upcoming fixtures and odds; the bet slip beside them (under them on a
 * phone, with a bar that jumps to it); the player's open and settled bets.
 */
export const SportsbookPage = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const book = useSportsbook(session, onEnded);
  const now = useNow();
  const [view, setView] = useState<'matches' | 'bets'>('matches');
  const [sport, setSport] = useState<string | null>(null);
  const slipHeading = useRef<HTMLHeadingElement>(null);
  const sports = book.board?.sports ?? [];
  const shownSport = sport ?? sports[0]?.key ?? '';
  const picked = new Map(book.lines.map((l) => [l.fixtureId, l]));
  const openBets = book.bets?.open ?? [];
  const wallet = session.mode === 'free' ? null : session.wallet;

  return (
    <div className={styles.page}>
      <GameHeader name={session.game.name} mode={session.mode} className={styles.top}>
        <BalanceMeter mode={session.mode} balance={book.balance} currency={session.currency} />
      </GameHeader>

      <div className={styles.layout}>
        <main className={styles.main}>
          <Tabs.Root value={view} onValueChange={(v) => setView(v as 'matches' | 'bets')}>
            <Tabs.List className={tabStyles.list} aria-label={t('sports.views')}>
              <Tabs.Trigger className={tabStyles.tab} value="matches">
                {t('sports.tab.matches')}
              </Tabs.Trigger>
              <Tabs.Trigger className={tabStyles.tab} value="bets">
                {t('sports.tab.my_bets')}{' '}
                {openBets.length > 0 ? <span className={styles.count}>{openBets.length}</span> : null}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="matches" className={styles.panel}>
              {book.board === null ? (
                <div className={styles.loading} aria-busy="true" aria-label={t('sports.loading')}>
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className={styles.fixtureSkeleton} />
                  ))}
                </div>
              ) : (
                <Tabs.Root value={shownSport} onValueChange={setSport}>
                  <Tabs.List className={styles.sportTabs} aria-label={t('sports.sports_label')}>
                    {sports.map((s) => (
                      <Tabs.Trigger key={s.key} className={styles.sportTab} value={s.key}>
                        {t(`sports.sport.${s.key}`)}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  {sports.map((s) => (
                    <Tabs.Content key={s.key} value={s.key} className={styles.fixtures}>
                      {s.fixtures.length === 0 ? (
                        <p className={styles.empty}>{t('sports.no_fixtures')}</p>
                      ) : (
                        s.fixtures.map((fixture) => (
                          <FixtureCard
                            key={fixture.id}
                            fixture={fixture}
                            now={now}
                            picked={picked.get(fixture.id)}
                            onPick={book.toggle}
                          />
                        ))
                      )}
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              )}
              {book.board ? (
                <p className={styles.margin}>{t('sports.margin', { percent: book.board.marginPercent })}</p>
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="bets" className={styles.panel}>
              {book.bets === null ? (
                <Skeleton className={styles.fixtureSkeleton} />
              ) : (
                <MyBets open={book.bets.open} settled={book.bets.settled} />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </main>
        <aside className={styles.aside}>
          <BetSlipPanel ref={slipHeading} book={book} wallet={wallet} />
        </aside>
      </div>

      {book.lines.length > 0 ? (
        <div className={styles.slipBar}>
          <button
            type="button"
            className={styles.slipBarButton}
            onClick={() => {
              slipHeading.current?.scrollIntoView({ block: 'start' });
              slipHeading.current?.focus();
            }}
          >
            {t('sports.slip.open_bar', { count: book.lines.length })}
          </button>
        </div>
      ) : null}
    </div>
  );
};
