import type { SocialChannel } from '@gp/contract/social';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import { socialLinksQuery, startLink, unlinkChannel } from './api';
import styles from './social.module.css';

/**
 * The security centre's linked sign-ins (issue 18): each linked channel with its unlink button (the
 * server refuses the last way to log in), and a button per channel that can still be linked.
 */
export const SocialLinksCard = ({ cardClass, titleClass }: { cardClass?: string; titleClass?: string }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const links = useQuery(socialLinksQuery());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = (channel: SocialChannel) => t(`login_social_${channel}`);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (links.isPending) return <LoadingRows rows={2} />;
    if (links.isError) return <FormAlert>{errorText(t, links.error)}</FormAlert>;
    const value = links.data;
    return (
      <>
        {value.links.length === 0 ? (
          <p className={styles.meta}>{t('social.card_none')}</p>
        ) : (
          <ul className={styles.list}>
            {value.links.map((link) => (
              <li key={link.channel} className={styles.item}>
                <span>
                  <strong>{name(link.channel)}</strong>
                  {link.email ? ` · ${link.email}` : ''}
                  <br />
                  <span className={styles.meta}>
                    {t('social.card_linked_since', { date: formatDate(link.linkedAt, i18n.language) })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      client.setQueryData(socialLinksQuery().queryKey, await unlinkChannel(link.channel));
                      setNotice(t('social.card_unlinked', { channel: name(link.channel) }));
                    })
                  }
                >
                  {t('social.card_unlink', { channel: name(link.channel) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {!value.hasPassword && value.links.length > 0 ? (
          <p className={styles.meta}>{t('social.card_no_password')}</p>
        ) : null}
        {value.available.length > 0 ? (
          <div className={styles.actions}>
            {value.available.map((channel) => (
              <Button
                key={channel}
                size="sm"
                disabled={busy}
                onClick={() => void act(() => startLink(channel))}
              >
                {t('social.card_link', { channel: name(channel) })}
              </Button>
            ))}
          </div>
        ) : null}
      </>
    );
  };

  // Nothing to show or do while no channel is offered and none is linked.
  if (links.data && links.data.links.length === 0 && links.data.available.length === 0) return null;

  return (
    <section className={cardClass} aria-labelledby="social-links-title">
      <h2 id="social-links-title" className={titleClass}>
        {t('social.card_title')}
      </h2>
      <p className={styles.meta}>{t('social.card_intro')}</p>
      {body()}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </section>
  );
};
