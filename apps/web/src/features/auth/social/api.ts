import type { SocialChannel } from '@gp/contract/social';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';
import { deviceToken } from '../login-flow';

/** Social sign-in (issue 18): the callback's ticket, the sign-up page and the security centre's links. */
export const redeemTicket = (ticket: string) =>
  callApi('socialTicket', { body: { ticket, ...deviceToken() } });

export const confirmLink = (ticket: string) => callApi('socialLinkConfirm', { body: { ticket } });

export const socialLinksKey = ['member', 'social-links'] as const;

export const socialLinksQuery = () =>
  queryOptions({
    queryKey: socialLinksKey,
    queryFn: ({ signal }) => callApi('socialLinks', { signal }),
  });

/** Sends the browser to the provider to link another channel; it comes back to /social. */
export const startLink = async (channel: SocialChannel) => {
  const { url } = await callApi('socialLinkStart', { body: { channel } });
  window.location.assign(url);
};

export const unlinkChannel = (channel: SocialChannel) => callApi('socialUnlink', { body: { channel } });
