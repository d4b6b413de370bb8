import type { Invitee } from '@gp/contract/referral';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money-amount';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { inviteesQuery } from '../api/referral-queries';
import { MilestonesCell } from './milestones-cell';
import type { InviteSharing } from './use-invite-sharing';
import styles from './referral.module.css';

/**
 * The friends who registered with the member's link, newest first, a page at a time: what each has
 * done, what it has paid, and why an excluded one pays nothing.
 */
export const InviteeList = ({ sharing }: { sharing: InviteSharing }) => {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const invitees = useQuery(inviteesQuery(pageNum));
  const title = t('referral.invitees_title');
  const columns: ReportColumn<Invitee>[] = [
    { label: t('referral.col_account'), cell: (i) => <span translate="no">{i.account}</span> },
    { label: t('referral.col_joined'), nowrap: true, cell: (i) => formatDate(i.joinedAt, i18n.language) },
    {
      label: t('referral.col_first_deposit'),
      cell: (i) => (
        <span className={styles.yesNo} data-yes={i.firstDeposit ? '' : undefined}>
          {i.firstDeposit ? t('referral.yes') : t('referral.no')}
        </span>
      ),
    },
    { label: t('referral.col_valid_bet'), numeric: true, cell: (i) => <Money amount={i.validBet} /> },
    { label: t('referral.col_earned'), numeric: true, cell: (i) => <Money amount={i.earned} /> },
    { label: t('referral.col_milestones'), cell: (i) => <MilestonesCell invitee={i} /> },
  ];

  return (
    <section
      className={styles.section}
      aria-labelledby="referral-invitees-title"
      aria-busy={invitees.isPlaceholderData && invitees.isFetching}
    >
      <div className={styles.sectionHead}>
        <h2 id="referral-invitees-title" className={styles.sectionTitle}>
          {title}
        </h2>
        {invitees.data && invitees.data.total > 0 ? (
          <p className={styles.muted}>{t('referral.invitees_count', { count: invitees.data.total })}</p>
        ) : null}
      </div>
      <ReportResult query={invitees}>
        {(data) =>
          data.content.length === 0 && data.pageNum === 1 ? (
            <EmptyState
              title={t('referral.invitees_empty')}
              text={t('referral.invitees_empty_text')}
              icon="users"
              headingLevel={3}
            >
              <Button variant="secondary" onClick={() => void sharing.copy()}>
                {sharing.outcome === 'copied' ? t('referral.copied') : t('referral.empty_copy')}
              </Button>
            </EmptyState>
          ) : (
            <ReportTable
              label={title}
              columns={columns}
              rows={data.content}
              // The contract gives an invitee no id: its masked account and join time tell rows apart.
              rowKey={(i) => `${i.account}|${i.joinedAt}`}
              page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
              empty={{
                title: t('referral.invitees_empty'),
                text: t('referral.invitees_empty_text'),
                icon: 'users',
              }}
            />
          )
        }
      </ReportResult>
    </section>
  );
};
