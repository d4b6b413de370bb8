import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { socialChannelSchema } from '@gp/contract/social';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createSystemRepository } from '../system/repository.js';
import { buildWhitelabelTree } from '../system/service.js';
import { createSocialRepository } from './repository.js';

const help = `  social list          print the social sign-in channels: on or off for the merchant, credentials set
  social on CHANNEL    offer a channel (GOOGLE, FACEBOOK, LINE, ZALO) in the login modal
  social off CHANNEL   stop offering it (linked members keep their link and log in otherwise)`;

/**
 * The merchant's social sign-in channels (issue 18). A channel is offered when it is on here, the
 * server has its SOCIAL_<CHANNEL>_CLIENT_ID and _CLIENT_SECRET, and the SOCIALLOGIN3 switch is on.
 */
export const socialCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'social' &&
    ((action === 'list' && rest.length === 0) ||
      ((action === 'on' || action === 'off') && rest.length === 1)),
  run: async ([, action, name], { db, merchantCode, config, io }) => {
    const repo = createSocialRepository(db);
    if (action === 'list') {
      const tree = buildWhitelabelTree(await createSystemRepository(db).listWhitelabelNodes(merchantCode));
      const switched = isFlagEnabled(tree, whitelabelFlags.socialSignIn);
      io.out(`${whitelabelFlags.socialSignIn} is ${switched ? 'on' : 'off'} for merchant ${merchantCode}.`);
      for (const row of await repo.channelSettings(merchantCode)) {
        const credentials = config.social.channels[row.channel];
        const offered = switched && Number(row.enabled) === 1 && credentials !== undefined;
        io.out(
          `${row.channel}\t${Number(row.enabled) === 1 ? 'on' : 'off'}\t` +
            `${credentials ? `credentials set${credentials.issuer ? ` (issuer ${credentials.issuer})` : ''}` : 'no credentials'}\t` +
            `${offered ? 'offered' : 'not offered'}`,
        );
      }
      return 0;
    }
    const channel = socialChannelSchema.safeParse(name?.toUpperCase());
    if (!channel.success) {
      io.err(`Unknown channel ${name}; one of: ${socialChannelSchema.options.join(', ')}`);
      return 1;
    }
    if ((await repo.setChannelEnabled(merchantCode, channel.data, action === 'on')) === 0) {
      io.err(`Merchant ${merchantCode} has no social channels; run: npm run operator -- seed`);
      return 1;
    }
    io.out(`${channel.data} is now ${action === 'on' ? 'ON' : 'OFF'} for merchant ${merchantCode}.`);
    if (action === 'on' && !config.social.channels[channel.data]) {
      io.out(
        `It is offered once SOCIAL_${channel.data}_CLIENT_ID and SOCIAL_${channel.data}_CLIENT_SECRET are set.`,
      );
    }
    return 0;
  },
};
