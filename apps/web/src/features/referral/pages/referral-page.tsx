import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery, useQueryClient } from '../../../lib/query';
import { inviteesQuery, referralQuery } from '../api/referral-queries';
import { InviteCard } from '../components/invite-card';
import { InviteeList } from '../components/invitee-list';
import { PausedNotice } from '../components/paused-notice';
import { ReferralSkeleton } from '../components/referral-skeleton';
import { ReferralTotals } from '../components/referral-totals';
import { RewardsTable } from '../components/rewards-table';
import { useInviteSharing } from '../components/use-invite-sharing';
import styles from '../components/referral.module.css';

/** The full invite link: the server sends only its path, the site it is opened on gives the origin. */
export const inviteLinkOf = (invitePath: string, origin = window.location.origin) => `${origin}${invitePath}`;

/**
 * referral (spec 2.6 invite friends, issue 20): the member's invite link, code and QR code; whether
 * the programme is on; what it pays; the member's totals and invitees.
 */
export const ReferralPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const referral = useQuery(referralQuery());
  // The invitee list shows only once the overview is in: its first page is asked for at the same time.
  useEffect(() => {
    void client.prefetchQuery(inviteesQuery(1));
  }, [client]);
  const code = referral.data?.referralCode ?? '';
  const link = referral.data ? inviteLinkOf(referral.data.invitePath) : '';
  const fieldRef = useRef<HTMLInputElement>(null);
  const sharing = useInviteSharing(
    link,
    { title: t('referral.share_title'), text: t('referral.share_text', { code }) },
    fieldRef,
  );

  if (referral.isPending) return <ReferralSkeleton />;
  // A failed refresh keeps the answer already shown; only a first load that failed says so.
  const value = referral.data;
  if (!value) return <FormAlert>{errorText(t, referral.error)}</FormAlert>;
  return (
    <div className={styles.page}>
      <InviteCard code={code} link={link} fieldRef={fieldRef} sharing={sharing} />
      {value.enabled ? null : <PausedNotice />}
      <RewardsTable rewards={value.rewards} />
      <ReferralTotals value={value} />
      <InviteeList sharing={sharing} />
    </div>
  );
};
