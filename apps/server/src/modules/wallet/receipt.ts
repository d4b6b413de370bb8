import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { withdrawReceiptFieldsSchema } from '@gp/contract/wallet';
import { maxProofImages } from '@gp/contract/wallet-rules';
import { readImageForm, uploadLimits } from '../../lib/image-form.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Authenticated } from '../session/session-service.js';
import { moneyText } from './ledger.js';
import { amountOf, money } from './money.js';

/**
 * Withdrawal receipt confirmation (spec 4.10). After the operator paid a withdrawal out, the member
 * confirms received, partly received (with the received amount; the rest is the remaining amount) or
 * not received, with up to 3 png/jpg proof images (checked by magic bytes with file-type, 5 MB each,
 * stored in the database). Without a confirmation within WITHDRAW_RECEIPT_MINUTES it counts as received.
 * No money moves: a dispute goes to customer service (a forced receipt means no refund).
 */
export interface ReceiptRow {
  status: string;
  decided_at: string | null;
  amount: string;
  receipt_status: string | null;
  received_amount: string | null;
  proofs: number;
}

export const receiptView = (row: ReceiptRow, now: Date, minutes: number) => {
  if (row.status !== 'approved' || !row.decided_at) return null;
  const deadline = new Date(Date.parse(row.decided_at) + minutes * 60_000);
  const amount = BigInt(row.amount);
  const automatic = row.receipt_status === null && now.getTime() > deadline.getTime();
  const status = (row.receipt_status ?? (automatic ? 'received' : 'pending')) as
    'pending' | 'received' | 'partly_received' | 'not_received';
  const received =
    status === 'pending' ? null : status === 'received' ? amount : BigInt(row.received_amount ?? '0');
  return {
    status,
    receivedAmount: received === null ? null : money(received),
    remainingAmount: received === null ? null : money(amount - received),
    automatic,
    confirmBefore: deadline.toISOString(),
    proofCount: row.proofs,
  };
};

export type ReceiptFields = z.infer<typeof withdrawReceiptFieldsSchema>;

/** The receipt form: withdrawId, status, receivedAmount and up to 3 proof files. */
const receiptFormLimits = {
  ...uploadLimits,
  fields: 3,
  fieldSize: 64,
  fieldNameSize: 32,
  parts: 3 + maxProofImages,
} as const;

/** The receipt form (lib/image-form.ts): `check` runs on its fields before any proof file is read. */
export const readReceiptForm = <T>(request: FastifyRequest, check: (fields: ReceiptFields) => Promise<T>) =>
  readImageForm(request, { schema: withdrawReceiptFieldsSchema, limits: receiptFormLimits, check });

export const createReceiptService = (deps: {
  db: Db;
  clock: Clock;
  minutes: number;
  merchantCode: string;
}) => {
  const { db, clock, minutes, merchantCode } = deps;

  /**
   * The withdrawal exists, is the member's, was paid out and awaits confirmation, and a partly
   * received amount is below the withdrawn one. Runs before any proof file is read.
   */
  const check = async (auth: Authenticated, fields: ReceiptFields) => {
    const order = await db
      .selectFrom('withdraw_orders')
      .select(['id', 'status', 'decided_at', 'receipt_status', moneyText('amount').as('amount')])
      .where('id', '=', fields.withdrawId)
      .where('member_id', '=', auth.memberId)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!order) throw new AppError('not_found', 'No such withdrawal');
    const view = receiptView({ ...order, received_amount: null, proofs: 0 }, clock(), minutes);
    if (view?.status !== 'pending') {
      throw new AppError(
        'receipt_not_allowed',
        'This withdrawal cannot be confirmed (not paid out, confirmed or expired)',
      );
    }
    const amount = BigInt(order.amount);
    let received = fields.status === 'received' ? amount : 0n;
    if (fields.status === 'partly_received') {
      received = amountOf(fields.receivedAmount);
      if (received >= amount)
        throw new AppError('received_amount_invalid', 'Enter less than the withdrawn amount');
    }
    return { id: order.id, received };
  };

  const confirm = async (
    form: Awaited<ReturnType<typeof readReceiptForm<Awaited<ReturnType<typeof check>>>>>,
  ): Promise<{ id: number }> => {
    const { fields, files, checked } = form;
    const at = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      // Conditional: two confirmations racing, or the deadline passing meanwhile, write once at most.
      const updated = await trx
        .updateTable('withdraw_orders')
        .set({ receipt_status: fields.status, received_amount: checked.received, receipt_at: at })
        .where('id', '=', checked.id)
        .where('receipt_status', 'is', null)
        .where('status', '=', 'approved')
        // The upload may take long: the deadline is checked again at the moment of writing.
        .where('decided_at', '>=', new Date(clock().getTime() - minutes * 60_000).toISOString())
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new AppError('receipt_not_allowed', 'Already confirmed');
      if (files.length > 0) {
        await trx
          .insertInto('withdraw_receipt_proofs')
          .values(
            files.map((f) => ({
              withdraw_id: checked.id,
              mime: f.mime,
              size: f.data.length,
              data: f.data,
              created_at: at,
            })),
          )
          .execute();
      }
    });
    return { id: checked.id };
  };

  return { check, confirm };
};

export type ReceiptService = ReturnType<typeof createReceiptService>;
