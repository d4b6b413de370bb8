import type { SocialTicketValue } from '@gp/contract/social';
import type { RegisterFieldName } from '@gp/contract/system';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import type { PendingSecondFactor } from '../components/second-factor-gate';
import { currentPage, buildRegisterBody } from '../register/register-flow';
import { RegisterForm } from '../register/register-form';
import type { RegisterContext, RegisterFormValues } from '../register/register-rules';
import { deviceToken, finishLogin, type LoginOutcome } from '../login-flow';
import { socialInput } from './social-flow';
import { SocialLinkForm } from './social-link-form';
import styles from './social.module.css';

type NewIdentity = Extract<SocialTicketValue, { status: 'new' }>;

/**
 * The short page of a first social sign-in (issue 18): create an account under the merchant's
 * registration rules (a suggested username, the terms and age, and only the required fields the
 * provider did not give), or link an existing account by its password.
 */
export const SocialSignUp = ({
  ticket,
  identity,
  onDone,
  onSecondFactor,
}: {
  ticket: string;
  identity: NewIdentity;
  onDone: (outcome: LoginOutcome) => void;
  onSecondFactor: (pending: PendingSecondFactor) => void;
}) => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<'create' | 'link'>('create');
  const channel = t(`login_social_${identity.channel}`);
  const [given] = useState<RegisterFieldName[]>(() => (identity.email ? ['email'] : []));

  const create = async (ctx: RegisterContext, values: RegisterFormValues) => {
    // The registration's payload without what a social account has no use for (no password, no captcha).
    const {
      domain: _domain,
      registerUrl: _url,
      registerMethod: _method,
      login: _login,
      captchaId: _captchaId,
      ...fields
    } = buildRegisterBody(ctx, values, undefined, currentPage());
    const value = await callApi('socialRegister', {
      body: { ...fields, username: fields.username ?? '', ticket, ...deviceToken() },
    });
    onDone(await finishLogin(value, socialInput));
  };

  return (
    <section className={styles.page} aria-labelledby="social-title">
      <h1 id="social-title" className={styles.title}>
        {t('social.new_title', { channel })}
      </h1>
      <p className={styles.intro}>
        {t('social.new_intro', { channel })}{' '}
        {identity.email || identity.name
          ? t('social.signed_in_as', { who: identity.email ?? identity.name })
          : null}
      </p>
      <div className={styles.choice} role="group" aria-label={t('social.choice_label')}>
        <Button
          variant={choice === 'create' ? 'primary' : 'secondary'}
          aria-pressed={choice === 'create'}
          onClick={() => setChoice('create')}
        >
          {t('social.choice_create')}
        </Button>
        <Button
          variant={choice === 'link' ? 'primary' : 'secondary'}
          aria-pressed={choice === 'link'}
          onClick={() => setChoice('link')}
        >
          {t('social.choice_link')}
        </Button>
      </div>
      {choice === 'create' ? (
        <>
          <p className={styles.intro}>{t('social.create_intro')}</p>
          <RegisterForm
            mode="social"
            onDone={() => undefined}
            social={{ username: identity.suggestedUsername, given, send: create }}
          />
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('social.link_intro', { channel })}</p>
          <SocialLinkForm ticket={ticket} onDone={onDone} onSecondFactor={onSecondFactor} />
        </>
      )}
    </section>
  );
};
