import { isFlagEnabled } from '@gp/contract/whitelabel';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createSystemRepository } from './repository.js';
import { buildWhitelabelTree } from './service.js';

const help = `  switch list          print the site's whitelabel switches (module ids), on or off
  switch on MODID      turn a switch on (e.g. LOGIN2FA3, the second factor at new IPs)
  switch off MODID     turn a switch off`;

/**
 * The merchant's whitelabel switches (spec 7.1 whitelabel; issue 18 turns LOGIN2FA3 on this way):
 * the server reads them on every call, so a switch takes effect at once.
 */
export const switchCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'switch' &&
    ((action === 'list' && rest.length === 0) ||
      ((action === 'on' || action === 'off') && rest.length === 1 && /^[A-Z0-9_]{1,32}$/.test(rest[0]!))),
  run: async ([, action, modId], { db, merchantCode, io }) => {
    const repo = createSystemRepository(db);
    if (action === 'list') {
      const nodes = await repo.listWhitelabelNodes(merchantCode);
      const tree = buildWhitelabelTree(nodes);
      for (const node of nodes) {
        const effective = isFlagEnabled(tree, node.mod_id) ? 'on' : 'off (here or above)';
        io.out(
          `${node.mod_id}\t${node.enabled === '1' ? 'on' : 'off'}\t${node.parent_mod_id ?? '-'}\t${effective}`,
        );
      }
      return 0;
    }
    if ((await repo.setWhitelabelNode(merchantCode, modId!, action === 'on')) === 0) {
      io.err(`No switch ${modId} for merchant ${merchantCode}; see: npm run operator -- switch list`);
      return 1;
    }
    io.out(`${modId} is now ${action === 'on' ? 'ON' : 'OFF'} for merchant ${merchantCode}.`);
    return 0;
  },
};
