import type { SocialChannel } from '@gp/contract/social';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { errorText } from '../error-text';
import styles from './login-form.module.css';

const channelsQuery = () =>
  queryOptions({
    queryKey: ['session', 'social-channels'] as const,
    queryFn: ({ signal }) => callApi('socialChannels', { signal }),
  });

/**
 * The login modal's social sign-in buttons (issue 18): only the channels the server offers (the
 * merchant's switch, the channel's own switch and its credentials). Each sends the browser to the
 * provider; it comes back to /social.
 */
export const SocialButtons = ({ onFailure }: { onFailure: (message: string) => void }) => {
  const { t } = useTranslation();
  const channels = useQuery(channelsQuery());
  const [leaving, setLeaving] = useState<SocialChannel | null>(null);
  const list = channels.data?.channels ?? [];
  if (list.length === 0) return null;

  const start = async (channel: SocialChannel) => {
    setLeaving(channel);
    try {
      const { url } = await callApi('socialStart', { body: { channel } });
      window.location.assign(url);
    } catch (error) {
      setLeaving(null);
      onFailure(errorText(t, error));
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('login_social_title')}</p>
      <div className={styles.socialButtons}>
        {list.map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            size="sm"
            disabled={leaving !== null}
            aria-busy={leaving === channel || undefined}
            onClick={() => void start(channel)}
          >
            {t('login_social_continue', { channel: t(`login_social_${channel}`) })}
          </Button>
        ))}
      </div>
    </div>
  );
};
