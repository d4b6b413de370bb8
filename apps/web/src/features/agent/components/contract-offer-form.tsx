import type { Contract, ContractKind, ContractTier } from '@gp/contract/agent-contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useSearchParams } from '../../../lib/router';
import { offerContract } from '../api/agent-queries';
import styles from './agent-pages.module.css';

const maxTiers = 10;

/**
 * Offer a contract of the agent's own kind and period to a direct sub-agent: its tiers (rate, from
 * which valid bet and active members), never above the agent's own top rate (the server refuses it
 * too, with the rate).
 */
export const ContractOfferForm = ({
  kind,
  own,
  onOffered,
}: {
  kind: ContractKind;
  own: Contract;
  onOffered: (account: string) => void;
}) => {
  const { t } = useTranslation();
  const top = own.tiers.reduce((max, tier) => Math.max(max, Number(tier.rate)), 0);
  const [params] = useSearchParams();
  const [account, setAccount] = useState(params.get('offerTo') ?? '');
  const [tiers, setTiers] = useState<ContractTier[]>([{ minValidBet: '0', minActiveMembers: 0, rate: '' }]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const change = (i: number, patch: Partial<ContractTier>) =>
    setTiers((list) => list.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const offered = await offerContract({ kind, period: own.period, account: account.trim(), tiers });
      setAccount('');
      onOffered(offered.agent);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="offer-title">
      <h3 id="offer-title" className={styles.subTitle}>
        {t('agent.offer_title')}
      </h3>
      <p className={styles.hint}>{t('agent.offer_text', { rate: top })}</p>
      <TextField
        label={t('agent.offer_account')}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        required
      />
      {tiers.map((tier, i) => (
        <fieldset key={i} className={styles.tierRow}>
          <legend>{t('agent.tier_n', { n: i + 1 })}</legend>
          <TextField
            label={t('agent.tier_rate')}
            inputMode="decimal"
            value={tier.rate}
            onChange={(e) => change(i, { rate: e.target.value.trim() })}
            required
          />
          <TextField
            label={t('agent.tier_min_valid_bet')}
            inputMode="decimal"
            value={tier.minValidBet}
            onChange={(e) => change(i, { minValidBet: e.target.value.trim() || '0' })}
          />
          <TextField
            label={t('agent.tier_min_members')}
            inputMode="numeric"
            value={String(tier.minActiveMembers)}
            onChange={(e) => change(i, { minActiveMembers: Number(e.target.value.replace(/\D/g, '')) || 0 })}
          />
          {i > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setTiers((list) => list.filter((_, j) => j !== i))}
            >
              {t('agent.tier_remove', { n: i + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <div className={styles.linkRow}>
        {tiers.length < maxTiers ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setTiers((list) => [...list, { minValidBet: '0', minActiveMembers: 0, rate: '' }])}
          >
            {t('agent.tier_add')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy}>
          {t('agent.offer_submit')}
        </Button>
      </div>
      {error ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
    </form>
  );
};
