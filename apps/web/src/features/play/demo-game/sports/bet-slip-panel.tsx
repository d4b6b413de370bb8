import { forwardRef, useId } from 'react';
import { toMinor, fromMinor } from '@gp/contract/money';
import { Button } from '../../../../components/button';
import { Icon } from '../../../../components/icons';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { GameError } from '../game-error';
import { accumulatorOdds, returnOf } from './bet-slip';
import { marketLabel, selectionLabel } from './sports-text';
import type { Sportsbook } from './use-sportsbook';
import styles from './sportsbook.module.css';

const money = (minor: bigint) => formatMoney(fromMinor(minor));

/**
 * The bet slip: the picked selections with their odds (a moved price shows old and new; a fixture that
 * kicked off shows closed), singles or one accumulator, the stake, what it returns, and Place.
 */
export const BetSlipPanel = forwardRef<HTMLHeadingElement, { book: Sportsbook; wallet: string | null }>(
  function BetSlipPanel({ book, wallet }, headingRef) {
    const { t } = useTranslation();
    const stakeId = useId();
    const modeName = useId();
    const { lines, mode, board } = book;
    const parsed = toMinor(book.stake);
    const stakeMinor = parsed.ok ? parsed.minor : 0n;
    const changed = lines.some((l) => l.current !== null && l.current !== l.odds);
    const closed = lines.some((l) => l.current === null);
    const accumulator = mode === 'accumulator';
    const bets = accumulator ? 1 : lines.length;
    const potential = accumulator
      ? lines.length > 0
        ? returnOf(stakeMinor, accumulatorOdds(lines))
        : 0n
      : lines.reduce((sum, l) => sum + returnOf(stakeMinor, l.odds), 0n);
    const canPlace =
      lines.length > 0 && !closed && stakeMinor > 0n && !book.placing && (!accumulator || lines.length >= 2);

    return (
      <section className={styles.slip} aria-labelledby={`${stakeId}-title`}>
        <div className={styles.slipTop}>
          <h2 id={`${stakeId}-title`} ref={headingRef} tabIndex={-1} className={styles.slipTitle}>
            {t('sports.slip.title')} <span className={styles.count}>{lines.length}</span>
          </h2>
          {lines.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={book.clear}>
              {t('sports.slip.clear')}
            </Button>
          ) : null}
        </div>

        {lines.length === 0 ? (
          <p className={styles.slipEmpty}>{t('sports.slip.empty')}</p>
        ) : (
          <>
            <fieldset className={styles.modes}>
              <legend className={styles.srOnly}>{t('sports.slip.mode')}</legend>
              {(['singles', 'accumulator'] as const).map((m) => (
                <label key={m} className={styles.mode} data-selected={mode === m ? '' : undefined}>
                  <input
                    type="radio"
                    name={modeName}
                    value={m}
                    checked={mode === m}
                    onChange={() => book.setMode(m)}
                  />
                  {t(`sports.slip.${m}`)}
                </label>
              ))}
            </fieldset>
            <ul className={styles.slipLines}>
              {lines.map((line) => {
                const label = selectionLabel(t, line, line, line.selection);
                const moved = line.current !== null && line.current !== line.odds;
                return (
                  <li
                    key={line.fixtureId}
                    className={styles.slipLine}
                    data-closed={line.current === null ? '' : undefined}
                  >
                    <div className={styles.slipPick}>
                      <strong>{label}</strong>
                      <span className={styles.slipMarket}>
                        {marketLabel(t, line.kind)}{' '}
                        {line.kind === 'total' || line.kind === 'handicap' ? line.line : ''}
                      </span>
                      <span className={styles.slipFixture}>
                        {line.home} v {line.away}
                      </span>
                      {line.current === null ? (
                        <span className={styles.slipWarn}>{t('sports.slip.closed')}</span>
                      ) : moved ? (
                        <span className={styles.slipWarn}>
                          {t('sports.slip.odds_moved', { from: line.odds, to: line.current })}
                        </span>
                      ) : null}
                    </div>
                    <span className={styles.slipOdds}>{line.current ?? line.odds}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('sports.slip.remove', { selection: label })}
                      onClick={() => book.remove(line.fixtureId)}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                );
              })}
            </ul>
            {accumulator && lines.length < 2 ? (
              <p className={styles.slipHint}>{t('sports.slip.acca_needs_two')}</p>
            ) : null}
            {accumulator && lines.length >= 2 ? (
              <p className={styles.slipSum}>
                {t('sports.slip.acca_odds')} <strong>{accumulatorOdds(lines)}</strong>
              </p>
            ) : null}
            <label className={styles.stake} htmlFor={stakeId}>
              <span>{t(accumulator ? 'sports.slip.stake' : 'sports.slip.stake_each')}</span>
              <input
                id={stakeId}
                inputMode="decimal"
                autoComplete="off"
                value={book.stake}
                onChange={(e) => book.setStake(e.target.value)}
                aria-describedby={`${stakeId}-limits`}
              />
            </label>
            {board ? (
              <p id={`${stakeId}-limits`} className={styles.limits}>
                {t('sports.slip.limits', {
                  min: formatMoney(board.limits.minStake),
                  max: formatMoney(board.limits.maxStake),
                  payout: formatMoney(board.limits.maxPayout),
                })}
              </p>
            ) : null}
            <dl className={styles.slipTotals}>
              <div>
                <dt>{t('sports.slip.total_stake')}</dt>
                <dd>{money(stakeMinor * BigInt(bets))}</dd>
              </div>
              <div>
                <dt>{t('sports.slip.potential')}</dt>
                <dd>{money(potential)}</dd>
              </div>
            </dl>
            <label className={styles.accept}>
              <input
                type="checkbox"
                checked={book.acceptChanges}
                onChange={(e) => book.setAcceptChanges(e.target.checked)}
              />
              {t('sports.slip.accept_changes')}
            </label>
            {changed ? (
              <Button variant="secondary" size="sm" onClick={book.takeNewOdds}>
                {t('sports.slip.take_new_odds')}
              </Button>
            ) : null}
            <Button
              variant="primary"
              onClick={() => void book.place()}
              disabled={!canPlace}
              aria-busy={book.placing}
            >
              {bets > 1 ? t('sports.slip.place_n', { count: bets }) : t('sports.slip.place')}
            </Button>
          </>
        )}
        {book.error ? <GameError code={book.error} wallet={wallet} /> : null}
        {/* Always in the page, so a screen reader hears what is written into it. */}
        <p className={styles.notice} role="status">
          {book.notice
            ? t(book.notice.count > 1 ? 'sports.slip.placed_n' : 'sports.slip.placed', {
                count: book.notice.count,
                amount: money(book.notice.staked),
              })
            : null}
        </p>
      </section>
    );
  },
);
