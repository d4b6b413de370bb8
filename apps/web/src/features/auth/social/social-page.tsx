import type { SocialTicketValue } from '@gp/contract/social';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { SecondFactorGate, type PendingSecondFactor } from '../components/second-factor-gate';
import { errorText } from '../error-text';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { secondFactorAsked, type LoginOutcome } from '../login-flow';
import { confirmLink, redeemTicket } from './api';
import { finishSocialLogin, readSocialReturn } from './social-flow';
import { SocialSignUp } from './social-sign-up';
import styles from './social.module.css';

type Stage =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'new'; ticket: string; identity: Extract<SocialTicketValue, { status: 'new' }> }
  | { kind: 'secondFactor'; pending: PendingSecondFactor; linkTicket: string | null }
  | { kind: 'linked'; channel: string };

/**
 * `/social` (issue 18): where the provider's callback sends the browser, with a one-time ticket (or
 * an error code) in the fragment, which the page takes out of the address at once. Logged out, the
 * ticket logs a linked identity in (the second factor and exclusions answer as at login) or opens the
 * short sign-up page; logged in, it links the channel the member chose in the security centre.
 */
export const SocialPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleOutcome = useLoginOutcome();
  const [back] = useState(() => readSocialReturn(window.location.hash));
  const [stage, setStage] = useState<Stage>(() =>
    back && 'ticket' in back
      ? { kind: 'working' }
      : {
          kind: 'failed',
          message: errorText(t, new ApiError(back?.error ?? 'social_sign_in_failed', 400)),
        },
  );
  const started = useRef(false);

  const done = (outcome: LoginOutcome) => {
    handleOutcome(outcome);
    void navigate('/', { replace: true });
  };
  const fail = (error: unknown) => setStage({ kind: 'failed', message: errorText(t, error) });
  const loggedIn = () => useSessionStore.getState().token !== null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The ticket works once and only in this browser; it still leaves the address bar and history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!back || !('ticket' in back)) return;
    const { ticket } = back;
    const run = async () => {
      if (loggedIn()) {
        const { channel } = await confirmLink(ticket);
        setStage({ kind: 'linked', channel: t(`login_social_${channel}`) });
        return;
      }
      const value = await redeemTicket(ticket);
      if (value.status === 'loggedIn') done(await finishSocialLogin(value.login));
      else setStage({ kind: 'new', ticket, identity: value });
    };
    run().catch((error: unknown) => {
      const challenge = secondFactorAsked(error);
      if (challenge) {
        setStage({
          kind: 'secondFactor',
          pending: { challenge, input: { username: '', password: '', portal: 'player', type: 'social' } },
          linkTicket: null,
        });
      } else fail(error);
    });
    // Runs once per page load: the ticket is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (stage.kind) {
    case 'working':
      return (
        <section className={styles.page} aria-busy="true">
          <h1 className={styles.title}>{t('social.working')}</h1>
          <LoadingRows rows={3} />
        </section>
      );
    case 'failed':
      return (
        <section className={styles.page} aria-labelledby="social-title">
          <h1 id="social-title" className={styles.title}>
            {t('social.failed_title')}
          </h1>
          <FormAlert>{stage.message}</FormAlert>
          <div className={styles.actions}>
            <Button
              onClick={() =>
                void navigate(loggedIn() ? '/member?page=securityCenter' : '/login', { replace: true })
              }
            >
              {t('social.try_again')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate('/', { replace: true })}>
              {t('social.back_home')}
            </Button>
          </div>
        </section>
      );
    case 'linked':
      return (
        <section className={styles.page} aria-labelledby="social-title">
          <h1 id="social-title" className={styles.title}>
            {t('social.linked_title', { channel: stage.channel })}
          </h1>
          <p className={styles.intro}>{t('social.linked_intro', { channel: stage.channel })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void navigate('/member?page=securityCenter', { replace: true })}>
              {t('social.to_security')}
            </Button>
          </div>
        </section>
      );
    case 'secondFactor': {
      const { linkTicket } = stage;
      return (
        <section className={styles.page}>
          <SecondFactorGate
            pending={stage.pending}
            onDone={(outcome) => {
              // A password link waited for the second factor: now logged in, the link is confirmed.
              if (!linkTicket) return done(outcome);
              confirmLink(linkTicket)
                .then(() => done(outcome))
                .catch((error: unknown) => {
                  // Logged in all the same; the link can be made again from the security centre.
                  handleOutcome(outcome);
                  fail(error);
                });
            }}
            onBack={() => void navigate('/', { replace: true })}
          />
        </section>
      );
    }
    case 'new':
      return (
        <SocialSignUp
          ticket={stage.ticket}
          identity={stage.identity}
          onDone={done}
          onSecondFactor={(pending) => setStage({ kind: 'secondFactor', pending, linkTicket: stage.ticket })}
        />
      );
  }
};
