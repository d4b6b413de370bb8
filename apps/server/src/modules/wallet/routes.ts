import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas, type SchemaRouteId } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { CashierService } from './cashier-service.js';
import { limitRefusalSchema } from '@gp/contract/safer-gambling';
import { idempotencyKeyOf } from './idempotency.js';
import { readReceiptForm, type ReceiptService } from './receipt.js';
import type { WalletService } from './wallet-service.js';

/**
 * Limit failures carry `value: { min, max }`; a withdrawal held by a bonus `{ remaining }`; a deposit
 * refused at the member's deposit limit the period and what is left (safer gambling).
 */
const responses = <T extends z.ZodType>(value: T) => ({
  ...envelopeResponses(value),
  '4xx': failureEnvelopeSchema.extend({
    value: z
      .union([
        z.object({ min: z.string(), max: z.string() }),
        limitRefusalSchema,
        z.object({ remaining: z.string() }),
      ])
      .optional(),
  }),
});

const schemaOf = (id: SchemaRouteId) => {
  const s = routeSchemas[id] as { query?: z.ZodType; body?: z.ZodType; value: z.ZodType };
  return {
    ...routeDoc(id),
    ...(s.query ? { querystring: s.query } : {}),
    ...(s.body ? { body: s.body } : {}),
    response: responses(s.value),
  };
};

/** Wallet calls of spec 7.2 and the cashier pages of spec 2.6 (roles per plugins/access-policy.ts). */
export const registerWalletRoutes = (
  parent: FastifyInstance,
  deps: { wallet: WalletService; cashier: CashierService; receipts: ReceiptService },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { wallet, cashier, receipts } = deps;

  app.route({
    ...routeBase('walletBalance'),
    schema: schemaOf('walletBalance'),
    handler: async (request) => ok(await wallet.balance(requireAuth(request))),
  });
  app.route({
    ...routeBase('merchantWallet'),
    schema: schemaOf('merchantWallet'),
    handler: async () => ok(await wallet.merchantWallet()),
  });
  app.route({
    ...routeBase('consolidated'),
    schema: schemaOf('consolidated'),
    handler: async (request) => ok(await wallet.consolidated(requireAuth(request))),
  });
  app.route({
    ...routeBase('walletTransfer'),
    schema: { ...schemaOf('walletTransfer'), body: routeSchemas.walletTransfer.body },
    handler: async (request) =>
      ok(await wallet.transfer(requireAuth(request), request.body, idempotencyKeyOf(request))),
  });
  app.route({
    ...routeBase('transferUpline'),
    schema: { ...schemaOf('transferUpline'), body: routeSchemas.transferUpline.body },
    handler: async (request) =>
      ok(
        await wallet.transferUpline(requireAuth(request), request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
  app.route({
    ...routeBase('transferUplineInfo'),
    schema: schemaOf('transferUplineInfo'),
    handler: async (request) => ok(await wallet.uplineInfo(requireAuth(request))),
  });
  app.route({
    ...routeBase('transactionHistory'),
    schema: { ...schemaOf('transactionHistory'), querystring: routeSchemas.transactionHistory.query },
    handler: async (request) => ok(await wallet.history(requireAuth(request), request.query)),
  });

  app.route({
    ...routeBase('depositChannels'),
    schema: schemaOf('depositChannels'),
    handler: async () => ok(await cashier.channels()),
  });
  app.route({
    ...routeBase('depositCreate'),
    schema: { ...schemaOf('depositCreate'), body: routeSchemas.depositCreate.body },
    handler: async (request) =>
      ok(await cashier.deposit(requireAuth(request), request.body, idempotencyKeyOf(request))),
  });
  app.route({
    ...routeBase('depositRecords'),
    schema: { ...schemaOf('depositRecords'), querystring: routeSchemas.depositRecords.query },
    handler: async (request) => ok(await cashier.depositRecords(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('bankAccountBind'),
    schema: { ...schemaOf('bankAccountBind'), body: routeSchemas.bankAccountBind.body },
    handler: async (request) => ok(await cashier.bindBankAccount(requireAuth(request), request.body)),
  });
  app.route({
    ...routeBase('withdrawInfo'),
    schema: schemaOf('withdrawInfo'),
    handler: async (request) => ok(await cashier.withdrawInfo(requireAuth(request))),
  });
  app.route({
    ...routeBase('withdraw'),
    schema: { ...schemaOf('withdraw'), body: routeSchemas.withdraw.body },
    handler: async (request) =>
      ok(
        await cashier.withdraw(requireAuth(request), request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
  // multipart/form-data (fields + proof files), read and checked by receipt.ts.
  app.route({
    ...routeBase('withdrawReceipt'),
    schema: schemaOf('withdrawReceipt'),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      // The withdrawal is checked on the fields, before any proof file is read.
      const form = await readReceiptForm(request, (fields) => receipts.check(auth, fields)).catch(
        (error: unknown) => {
          // Refused with part of the upload unread: close the connection after the answer instead of
          // reading (or leaving paused) the rest of it.
          void reply.header('connection', 'close');
          throw error;
        },
      );
      const { id } = await receipts.confirm(form);
      return ok(await cashier.withdrawRecord(auth, id));
    },
  });
  app.route({
    ...routeBase('withdrawRecords'),
    schema: { ...schemaOf('withdrawRecords'), querystring: routeSchemas.withdrawRecords.query },
    handler: async (request) => ok(await cashier.withdrawRecords(requireAuth(request), request.query)),
  });
};
