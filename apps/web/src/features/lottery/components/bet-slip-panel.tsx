import { lotteryBetTypes, type LotteryBetValue, type LotteryDrawValue } from '@gp/contract/lottery';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { placeLotteryBet } from '../api/lottery-queries';
import { newSlip, slipProblem, slipTopWin, slipTotal, withBetType, type BetSlip } from '../bet-slip';
import { countdown } from '../countdown';
import { NumberPicker } from './number-picker';
import styles from './lottery.module.css';

const stakeChips = ['100', '1000', '5000', '10000'];

/**
 * The bet slip: bet type, numbers, stake, play mode, then a confirmation dialog before the ticket is
 * bought. `mode` is real or free (play money); trial users only ever get free (the page decides).
 */
export const BetSlipPanel = ({
  draw,
  now,
  mode,
  currency,
  onModeChange,
  onPlaced,
}: {
  draw: LotteryDrawValue & { offsetMs: number };
  now: number;
  mode: 'real' | 'free';
  currency: string;
  onModeChange: (mode: 'real' | 'free') => void;
  onPlaced: (value: LotteryBetValue) => void;
}) => {
  const { t } = useTranslation();
  const game = draw.game;
  const [slip, setSlip] = useState<BetSlip>(() => newSlip(game.betTypes[0] ?? 'D1'));
  const [confirming, setConfirming] = useState(false);
  const [shownProblem, setShownProblem] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const stakeId = useId();
  const mutation = useMoneyMutation(placeLotteryBet);
  const problem = slipProblem(slip, draw.stake);
  const phase = countdown(game.nextDraw, now, draw.offsetMs).phase;
  const money = (amount: string) => formatMoney(amount, mode === 'real' ? currency : '');

  const submit = () => {
    setConfirming(false);
    setMessage(null);
    mutation.mutate(
      {
        gameCode: game.gameCode,
        drawNo: game.nextDraw.drawNo,
        betType: slip.betType,
        numbers: slip.numbers,
        stake: `${slip.stake}.00`,
        freeTrial: mode === 'free',
      },
      {
        onSuccess: (value) => {
          setMessage({ kind: 'ok', text: t('lottery.placed', { issue: value.ticket.issue }) });
          // A fresh slip for the next ticket: no "pick a number" nagging until it is submitted.
          setShownProblem(false);
          setSlip((current) => ({ ...current, numbers: [] }));
          onPlaced(value);
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'system_error';
          setMessage({ kind: 'error', text: t(code) });
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="bet-slip-title">
      <h2 id="bet-slip-title" className={styles.panelTitle}>
        {t('lottery.slip_title')}
      </h2>
      <fieldset className={styles.segmented}>
        <legend className={styles.fieldLabel}>{t('lottery.mode_label')}</legend>
        {(['real', 'free'] as const).map((value) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name="lottery-mode"
              value={value}
              checked={mode === value}
              onChange={() => onModeChange(value)}
            />
            <span>{t(`lottery.mode_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.segmented}>
        <legend className={styles.fieldLabel}>{t('lottery.bet_type_label')}</legend>
        {lotteryBetTypes
          .filter((type) => game.betTypes.includes(type))
          .map((type) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="lottery-bet-type"
                value={type}
                checked={slip.betType === type}
                onChange={() => setSlip((current) => withBetType(current, type))}
              />
              <span>
                {t(`lottery.bet_type.${type}`)}
                <small className={styles.segmentHint}>
                  {t('lottery.pays', { odds: draw.paytable.find((p) => p.betType === type)?.odds ?? '' })}
                </small>
              </span>
            </label>
          ))}
      </fieldset>
      <NumberPicker slip={slip} maxNumbers={draw.stake.maxNumbers} onChange={setSlip} />
      <div className={styles.stake}>
        <label htmlFor={stakeId} className={styles.fieldLabel}>
          {t('lottery.stake_label')}
        </label>
        <input
          id={stakeId}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          value={slip.stake}
          aria-describedby={`${stakeId}-hint`}
          onChange={(event) =>
            setSlip({ ...slip, stake: event.target.value.replace(/[^\d]/g, '').slice(0, 9) })
          }
        />
        <div className={styles.stakeChips} role="group" aria-label={t('lottery.stake_chips')}>
          {stakeChips.map((chip) => (
            <Button
              key={chip}
              variant="secondary"
              size="sm"
              aria-pressed={slip.stake === chip}
              onClick={() => setSlip({ ...slip, stake: chip })}
            >
              {formatMoney(chip).replace(/\.00$/, '')}
            </Button>
          ))}
        </div>
        <p id={`${stakeId}-hint`} className={styles.hint}>
          {t('lottery.stake_hint', { min: formatMoney(draw.stake.min), max: formatMoney(draw.stake.max) })}
        </p>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t('lottery.total')}</dt>
          <dd>{money(slipTotal(slip))}</dd>
        </div>
        <div>
          <dt>{t('lottery.top_win')}</dt>
          <dd>{money(slipTopWin(slip))}</dd>
        </div>
      </dl>
      {shownProblem && problem ? (
        <p className={styles.error} role="alert">
          {t(`lottery.problem.${problem}`)}
        </p>
      ) : null}
      {phase !== 'open' ? (
        <p className={styles.hint} role="status">
          {t('lottery.betting_closed')}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        block
        disabled={mutation.isPending || phase !== 'open'}
        onClick={() => {
          setShownProblem(true);
          if (!problem) setConfirming(true);
        }}
      >
        {mutation.isPending ? t('lottery.placing') : t('lottery.place')}
      </Button>
      {message ? (
        <p
          className={message.kind === 'ok' ? styles.success : styles.error}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      {confirming ? (
        <Modal
          title={t('lottery.confirm_title')}
          icon="ticket"
          role="alertdialog"
          onClose={() => setConfirming(false)}
          description={t('lottery.confirm_text', { issue: game.nextDraw.issue, name: game.gameName })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('lottery.cancel')}
              </Button>
              <Button variant="primary" onClick={submit}>
                {t('lottery.confirm')}
              </Button>
            </>
          }
        >
          <dl className={styles.confirmList}>
            <dt>{t('lottery.bet_type_label')}</dt>
            <dd>{t(`lottery.bet_type.${slip.betType}`)}</dd>
            <dt>{t('lottery.numbers')}</dt>
            <dd>{slip.numbers.join(', ')}</dd>
            <dt>{t('lottery.stake_label')}</dt>
            <dd>{money(`${slip.stake}.00`)}</dd>
            <dt>{t('lottery.total')}</dt>
            <dd>{money(slipTotal(slip))}</dd>
            <dt>{t('lottery.mode_label')}</dt>
            <dd>{t(`lottery.mode_${mode}`)}</dd>
          </dl>
        </Modal>
      ) : null}
    </section>
  );
};
