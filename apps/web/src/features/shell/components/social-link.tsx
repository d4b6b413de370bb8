import { useTranslation } from '../../../i18n/use-translation';
import { buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { socialIcon, type SocialChannelName } from '../social';

/** An icon link to one of the site's social channels (spec 2.4), opened in a new tab. */
export const SocialLink = ({ channel }: { channel: { name: SocialChannelName; url: string } }) => {
  const { t } = useTranslation();
  return (
    <a
      href={channel.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName({ variant: 'icon' })}
      aria-label={t(`social_${channel.name}`)}
    >
      <Icon name={socialIcon(channel.name)} />
    </a>
  );
};
