import { agentAccountTypes, type AgentAccountType, type OpenAccountValue } from '@gp/contract/agent';
import { useState, type FormEvent } from 'react';
import type { Translate } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useQuery, useQueryClient } from '../../../lib/query';
import { QrCode } from '../../../components/qr-code';
import { useMutation } from '../../../lib/query/use-mutation';
import { Link } from '../../../lib/router';
import { agentPagePath } from '../agent-pages';
import { agentKey, newestDownlinesQuery, openAccount } from '../api/agent-queries';
import { AffiliateLink, affiliateLinkOf } from '../components/affiliate-link';
import styles from '../components/agent-pages.module.css';

/**
 * A refusal that belongs to the username field: taken, or against the username rule (invalid_field
 * names the rule's message and bounds, as in registration); null for any other refusal.
 */
const usernameErrorText = (t: Translate, error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'account_exists') return t('account_exists');
  if (error.code !== 'invalid_field') return null;
  const value = error.value as { messageKey?: string; min?: number; max?: number } | undefined;
  return value?.messageKey ? t(value.messageKey, { min: value.min, max: value.max }) : null;
};

/**
 * registerCenter (spec 2.7): the agent opens a member or sub-agent directly under itself. The account
 * signs in with the merchant's initial password and must change it (spec 9 {key}).
 */
export const OpenAccountPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [accountType, setAccountType] = useState<AgentAccountType>('MEMBER');
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [opened, setOpened] = useState<OpenAccountValue | null>(null);
  const open = useMutation({
    mutationFn: openAccount,
    onSuccess: (value) => {
      setOpened(value);
      setUsername('');
      setNickname('');
      void client.invalidateQueries({ queryKey: agentKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpened(null);
    open.mutate({
      accountType,
      username: username.trim(),
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    });
  };
  const usernameError = usernameErrorText(t, open.error);
  const team = useQuery(newestDownlinesQuery());
  const code = team.data?.affiliateCode;

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="open-account-title">
        <h2 id="open-account-title" className={styles.cardTitle}>
          {t('agent.open_title')}
        </h2>
        <p className={styles.hint}>{t('agent.open_text')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.choices}>
            <legend>{t('agent.account_type')}</legend>
            {agentAccountTypes.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {t(`agent.type_${type}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('agent.username')}
            autoComplete="off"
            value={username}
            required
            error={usernameError ?? undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={t('agent.nickname_optional')}
            autoComplete="off"
            maxLength={32}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
          />
          {open.isError && usernameError === null ? <FormAlert>{errorText(t, open.error)}</FormAlert> : null}
          <div>
            <Button
              type="submit"
              disabled={open.isPending || username.trim() === ''}
              aria-busy={open.isPending}
            >
              {open.isPending ? t('wallet_sending') : t('agent.open_submit')}
            </Button>
          </div>
        </form>
        {opened ? (
          <div role="status" className={styles.done}>
            <span>{t(`agent.opened_${opened.accountType}`)}</span>
            <strong>{opened.account}</strong>
            <span className={styles.hint}>{t('agent.opened_text')}</span>
            <div className={styles.linkRow}>
              <Link to={agentPagePath('downlineManagmentView')}>{t('agent.to_downlines')}</Link>
            </div>
          </div>
        ) : null}
      </section>
      {code ? (
        <AffiliateLink
          code={code}
          extra={<QrCode className={styles.qr} value={affiliateLinkOf(code)} label={t('agent.qr_label')} />}
        />
      ) : null}
    </div>
  );
};
