import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { maxProofImageBytes, maxProofImages, withdrawReceiptFieldsSchema } from '@gp/contract/wallet';
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

interface Upload {
  mime: string;
  data: Buffer;
}

/** Reads the multipart body: fields and at most 3 png/jpg files of at most 5 MB. */
export const readReceiptForm = async (request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: maxProofImages, fileSize: maxProofImageBytes },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      const type = await fileTypeFromBuffer(data);
      if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') {
        throw new AppError('unsupported_media_type', 'Proof images must be png or jpg');
      }
      files.push({ mime: type.mime, data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('image_too_large', 'Each image may be at most 5 MB');
    if (code === 'FST_FILES_LIMIT') throw new AppError('too_many_images', 'At most 3 images');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('bad_request', 'Send multipart/form-data');
    }
    throw error;
  }
  const parsed = withdrawReceiptFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
    throw new AppError('bad_request', `body ${field}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return { fields: parsed.data, files };
};

export const createReceiptService = (deps: {
  db: Db;
  clock: Clock;
  minutes: number;
  merchantCode: string;
}) => {
  const { db, clock, minutes, merchantCode } = deps;

  const confirm = async (
    auth: Authenticated,
    form: Awaited<ReturnType<typeof readReceiptForm>>,
  ): Promise<{ id: number }> => {
    const { fields, files } = form;
    const order = await db
      .selectFrom('withdraw_orders')
      .select(['id', 'status', 'decided_at', 'receipt_status', moneyText('amount').as('amount')])
      .where('id', '=', fields.withdrawId)
      .where('member_id', '=', auth.memberId)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!order) throw new AppError('not_found', 'No such withdrawal');
    const now = clock();
    const view = receiptView({ ...order, received_amount: null, proofs: 0 }, now, minutes);
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
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('withdraw_orders')
        .set({ receipt_status: fields.status, received_amount: received, receipt_at: at })
        .where('id', '=', order.id)
        .where('receipt_status', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new AppError('receipt_not_allowed', 'Already confirmed');
      if (files.length > 0) {
        await trx
          .insertInto('withdraw_receipt_proofs')
          .values(
            files.map((f) => ({
              withdraw_id: order.id,
              mime: f.mime,
              size: f.data.length,
              data: f.data,
              created_at: at,
            })),
          )
          .execute();
      }
    });
    return { id: order.id };
  };

  return { confirm };
};

export type ReceiptService = ReturnType<typeof createReceiptService>;
