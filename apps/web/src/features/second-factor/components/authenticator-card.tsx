import type { AuthenticatorSetupValue, AuthenticatorValue } from '@gp/contract/second-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { FormAlert, TextField } from '../../../components/form-field';
import { QrCode } from '../../../components/qr-code';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import {
  authenticatorQuery,
  confirmAuthenticator,
  disableAuthenticator,
  forgetTrustedDevices,
  setupAuthenticator,
} from '../api';
import styles from './authenticator-card.module.css';

type Stage =
  | { kind: 'status' }
  | { kind: 'setup'; setup: AuthenticatorSetupValue }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turnOff' };

/** One code field with its submit button: the first code, or the code that turns the app off. */
const CodeForm = ({
  label,
  submitLabel,
  maxLength,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  maxLength: number;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode={maxLength === 6 ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={maxLength}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('authenticator.cancel')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The security centre's authenticator app (issue 18): set up with a QR code and a first code, ten
 * recovery codes shown once, turn off with a current code; and the browsers trusted for 30 days.
 */
export const AuthenticatorCard = ({ cardClass, titleClass }: { cardClass?: string; titleClass?: string }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const status = useQuery(authenticatorQuery());
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const saved = (value: AuthenticatorValue | undefined, message: string) => {
    if (value) client.setQueryData(authenticatorQuery().queryKey, value);
    else void client.invalidateQueries({ queryKey: authenticatorQuery().queryKey });
    setNotice(message);
  };
  const act = async (action: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  const body = () => {
    if (status.isPending) return <LoadingRows rows={2} />;
    if (status.isError) return <FormAlert>{errorText(t, status.error)}</FormAlert>;
    const value = status.data;
    switch (stage.kind) {
      case 'setup':
        return (
          <div className={styles.setup}>
            <p className={styles.meta}>{t('authenticator.scan')}</p>
            <div className={styles.qrRow}>
              <QrCode
                value={stage.setup.uri}
                label={t('authenticator.qr_label')}
                size={168}
                className={styles.qr}
              />
              <dl className={styles.key}>
                <dt>{t('authenticator.key')}</dt>
                <dd>
                  <code>{stage.setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
                </dd>
              </dl>
            </div>
            <CodeForm
              label={t('authenticator.first_code')}
              submitLabel={t('authenticator.confirm')}
              maxLength={6}
              onSubmit={async (code) => {
                const { recoveryCodes } = await confirmAuthenticator(code);
                setStage({ kind: 'codes', codes: recoveryCodes });
                saved(undefined, t('authenticator.turned_on'));
              }}
              onCancel={() => setStage({ kind: 'status' })}
            />
          </div>
        );
      case 'codes':
        return (
          <div className={styles.setup}>
            <h3 className={styles.subTitle}>{t('authenticator.codes_title')}</h3>
            <p className={styles.meta}>{t('authenticator.codes_intro')}</p>
            <ol className={styles.codes} aria-label={t('authenticator.codes_title')}>
              {stage.codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ol>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(stage.codes.join('\n'))
                    .then(() => setCopied(true))
                    .catch(() => undefined)
                }
              >
                {copied ? t('authenticator.codes_copied') : t('authenticator.codes_copy')}
              </Button>
              <Button onClick={() => setStage({ kind: 'status' })}>{t('authenticator.codes_done')}</Button>
            </div>
          </div>
        );
      case 'turnOff':
        return (
          <CodeForm
            label={t('authenticator.turn_off_code')}
            submitLabel={t('authenticator.turn_off')}
            maxLength={16}
            onSubmit={async (code) => {
              saved(await disableAuthenticator(code), t('authenticator.turned_off'));
              setStage({ kind: 'status' });
            }}
            onCancel={() => setStage({ kind: 'status' })}
          />
        );
      case 'status':
        return (
          <>
            <p className={styles.state}>
              {value.enabled && value.enabledAt
                ? t('authenticator.on_since', {
                    date: formatDate(value.enabledAt, i18n.language),
                    count: value.recoveryCodesLeft,
                  })
                : t('authenticator.off')}
            </p>
            <div className={styles.actions}>
              {value.enabled ? (
                <Button variant="secondary" onClick={() => setStage({ kind: 'turnOff' })}>
                  {t('authenticator.turn_off')}
                </Button>
              ) : (
                <Button
                  onClick={() =>
                    void act(async () => {
                      setCopied(false);
                      setStage({ kind: 'setup', setup: await setupAuthenticator() });
                    })
                  }
                >
                  {t('authenticator.set_up')}
                </Button>
              )}
            </div>
            {value.trustedDevices > 0 ? (
              <div className={styles.trusted}>
                <p className={styles.meta}>{t('authenticator.trusted', { count: value.trustedDevices })}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void act(async () => saved(await forgetTrustedDevices(), t('authenticator.forgotten')))
                  }
                >
                  {t('authenticator.forget')}
                </Button>
              </div>
            ) : null}
          </>
        );
    }
  };

  return (
    <section className={cardClass} aria-labelledby="authenticator-title">
      <h2 id="authenticator-title" className={titleClass}>
        {t('authenticator.title')}
      </h2>
      <p className={styles.meta}>{t('authenticator.intro')}</p>
      {body()}
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </section>
  );
};
