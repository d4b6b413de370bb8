import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import { withdrawReceiptFieldsSchema } from '@gp/contract/wallet';
import { maxProofImageBytes, maxProofImages } from '@gp/contract/wallet-rules';
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

export type ReceiptFields = z.infer<typeof withdrawReceiptFieldsSchema>;

/**
 * Multipart limits of every upload (registered in app.ts; a route may only lower them): besides the
 * files, the number of parts and fields, the size of a field name and value, and the header lines of
 * a part, so that a form of a million tiny fields or one huge field is refused early.
 */
export const uploadLimits = {
  fileSize: maxProofImageBytes,
  files: maxProofImages,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 64,
  headerPairs: 20,
  parts: 13,
} as const;

/** The receipt form: withdrawId, status, receivedAmount and up to 3 proof files. */
const receiptFormLimits = {
  ...uploadLimits,
  fields: 3,
  fieldSize: 64,
  fieldNameSize: 32,
  parts: 3 + maxProofImages,
} as const;

const parseFields = (fields: Record<string, string>): ReceiptFields => {
  const parsed = withdrawReceiptFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
    throw new AppError('bad_request', `body ${field}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return parsed.data;
};

const uploadError = (error: unknown): unknown => {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('image_too_large', 'Each image may be at most 5 MB');
    case 'FST_FILES_LIMIT':
      return new AppError('too_many_images', 'At most 3 images');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new AppError('bad_request', 'Invalid form field name');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('bad_request', 'Send multipart/form-data');
    default:
      return error;
  }
};

/**
 * Reads the multipart body: the fields (which the form sends first), then at most 3 png/jpg files of at
 * most 5 MB. `check` runs on the fields before the first byte of any file is read (or at the end when
 * there is no file): a withdrawal of another member, or one that cannot be confirmed, is refused
 * without consuming the upload. Files sent before the fields are refused for the same reason.
 */
export const readReceiptForm = async <T>(
  request: FastifyRequest,
  check: (fields: ReceiptFields) => Promise<T>,
): Promise<{ fields: ReceiptFields; files: Upload[]; checked: T }> => {
  const raw: Record<string, string> = {};
  const files: Upload[] = [];
  let checkedFields: { fields: ReceiptFields; checked: T } | undefined;
  const checkOnce = async () => {
    if (!checkedFields) {
      const fields = parseFields(raw);
      checkedFields = { fields, checked: await check(fields) };
    }
    return checkedFields;
  };
  try {
    for await (const part of request.parts({ limits: receiptFormLimits })) {
      if (part.type === 'field') {
        // busboy truncates an over-long value silently (and does not apply fieldNameSize to
        // multipart at all): refuse both instead of using half a value.
        const longName = part.fieldname.length > receiptFormLimits.fieldNameSize;
        if (longName || part.fieldnameTruncated || part.valueTruncated) {
          throw new AppError('payload_too_large', 'A form field is too long');
        }
        if (checkedFields) throw new AppError('bad_request', 'Send the form fields before the files');
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      await checkOnce();
      const data = await part.toBuffer();
      const type = await fileTypeFromBuffer(data);
      if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') {
        throw new AppError('unsupported_media_type', 'Proof images must be png or jpg');
      }
      files.push({ mime: type.mime, data });
    }
  } catch (error) {
    throw uploadError(error);
  }
  const { fields, checked } = await checkOnce();
  return { fields, files, checked };
};

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
