import type { IconName } from '../../components/icons';

/** Spec 2.4: the social channels the product shows, in order, when the site configures them. */
export const socialChannelNames = ['FACEBOOK', 'YOUTUBE'] as const;
export type SocialChannelName = (typeof socialChannelNames)[number];

export const visibleSocialChannels = (
  channels: readonly { name: string; url: string }[],
): { name: SocialChannelName; url: string }[] =>
  socialChannelNames.flatMap((name) => {
    const channel = channels.find(
      (entry) => entry.name.toUpperCase() === name && /^https?:\/\//.test(entry.url),
    );
    return channel ? [{ name, url: channel.url }] : [];
  });

export const socialIcon = (name: SocialChannelName): IconName =>
  name === 'FACEBOOK' ? 'facebook' : 'youtube';
