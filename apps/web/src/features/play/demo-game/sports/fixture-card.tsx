import { useId, useState } from 'react';
import type { SportsFixture, SportsMarket } from '@gp/contract/demo-sports';
import { useTranslation } from '../../../../i18n/use-translation';
import type { SlipSelection } from './bet-slip';
import { kickoffText, marketLabel, selectionLabel, selectionMark } from './sports-text';
import styles from './sportsbook.module.css';

interface OddsProps {
  fixture: SportsFixture;
  market: SportsMarket;
  /** The fixture's selection on the slip, if any. */
  picked: SlipSelection | undefined;
  onPick: (pick: SlipSelection) => void;
  /** The 1X2 row shows 1, X, 2 over the odds; the other markets name the side and line. */
  marks: boolean;
}

const OddsRow = ({ fixture, market, picked, onPick, marks }: OddsProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.oddsRow} data-count={market.selections.length}>
      {market.selections.map((s) => {
        const label = selectionLabel(t, fixture, market, s.key);
        const pressed = picked?.market === market.key && picked.selection === s.key;
        return (
          <button
            key={s.key}
            type="button"
            className={styles.odds}
            data-stacked={marks ? undefined : ''}
            aria-pressed={pressed}
            disabled={s.odds === null}
            aria-label={t('sports.pick_label', {
              market: marketLabel(t, market.kind),
              selection: label,
              odds: s.odds ?? '-',
            })}
            onClick={() =>
              s.odds !== null &&
              onPick({
                fixtureId: fixture.id,
                sport: fixture.sport,
                home: fixture.home,
                away: fixture.away,
                market: market.key,
                kind: market.kind,
                line: market.line,
                selection: s.key,
                odds: s.odds,
              })
            }
          >
            <span className={styles.oddsLabel}>{marks ? selectionMark(s.key) : label}</span>
            <span className={styles.oddsValue}>{s.odds ?? '–'}</span>
          </button>
        );
      })}
    </div>
  );
};

/**
 * One fixture: its sides, kick-off and main market (1X2 or the winner); "More markets" opens its
 * handicap and total lines.
 */
export const FixtureCard = ({
  fixture,
  now,
  picked,
  onPick,
}: {
  fixture: SportsFixture;
  now: number;
  picked: SlipSelection | undefined;
  onPick: (pick: SlipSelection) => void;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const [main, ...more] = fixture.markets;
  const titleId = `${moreId}-title`;
  return (
    <article className={styles.fixture} aria-labelledby={titleId} data-picked={picked ? '' : undefined}>
      <header className={styles.fixtureTop}>
        <h3 id={titleId} className={styles.sides}>
          <span>{fixture.home}</span>
          <span className={styles.versus} aria-label={t('sports.versus')}>
            v
          </span>
          <span>{fixture.away}</span>
        </h3>
        <time className={styles.kickoff} dateTime={new Date(fixture.kickoffAt).toISOString()}>
          {kickoffText(t, i18n.language, fixture.kickoffAt, now)}
        </time>
      </header>
      {main ? (
        <div className={styles.market}>
          <p className={styles.marketName}>{marketLabel(t, main.kind)}</p>
          <OddsRow fixture={fixture} market={main} picked={picked} onPick={onPick} marks />
        </div>
      ) : null}
      {more.length > 0 ? (
        <>
          <button
            type="button"
            className={styles.moreButton}
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((o) => !o)}
          >
            {t(open ? 'sports.fewer_markets' : 'sports.more_markets', { count: more.length })}
          </button>
          <div id={moreId} hidden={!open} className={styles.moreMarkets}>
            {open
              ? more.map((market) => (
                  <div key={market.key} className={styles.market}>
                    <p className={styles.marketName}>
                      {marketLabel(t, market.kind)} {market.line}
                    </p>
                    <OddsRow
                      fixture={fixture}
                      market={market}
                      picked={picked}
                      onPick={onPick}
                      marks={false}
                    />
                  </div>
                ))
              : null}
          </div>
        </>
      ) : null}
    </article>
  );
};
