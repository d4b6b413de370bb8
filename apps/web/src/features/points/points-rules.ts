import { fromMinor, toMinor } from '@gp/contract/money';
import { deliverySchema } from '@gp/contract/points';
import { z } from 'zod';
import { formatMoney } from '../../lib/format';

/**
 * The points mall's arithmetic and form rules. Points travel like money (two-decimal strings), so
 * they are read into whole hundredths (bigint) and never pass through a float: what the member types
 * with the contract's money parser, what the server answered with its fixed two-decimal shape.
 */

/** Hundredths of a two-decimal figure, or null when it is not a positive one. */
const hundredthsOf = (text: string): bigint | null => {
  const parsed = toMinor(text);
  return parsed.ok ? parsed.minor : null;
};

/**
 * The cash a conversion pays: floor(points / exchangeRatio * 100) / 100, as the server computes it
 * (contract convertValueSchema: rounded down to the cent). Both figures are in hundredths, so the
 * cents are points * 100 / ratio in whole numbers. Null when the input is not a valid amount.
 */
export const cashForPoints = (points: string, exchangeRatio: string): string | null => {
  const spent = hundredthsOf(points);
  const ratio = hundredthsOf(exchangeRatio);
  if (spent === null || ratio === null) return null;
  return fromMinor((spent * 100n) / ratio);
};

/**
 * Hundredths of a figure as the server writes it ("-12.50", "0.00": always two decimals, contract
 * points.ts); zero, negative and malformed ones included (a malformed one counts as 0).
 */
const answerHundredths = (text: string): bigint => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) return 0n;
  const value = BigInt(match[2]!) * 100n + BigInt(match[3]!);
  return match[1] ? -value : value;
};

/** Balance minus cost, for "your balance after". */
export const pointsAfter = (balance: string, cost: string): string =>
  fromMinor(answerHundredths(balance) - answerHundredths(cost));

/** Whether `balance` covers `cost`. */
export const canAfford = (balance: string, cost: string): boolean =>
  answerHundredths(balance) >= answerHundredths(cost);

/** Whether the member's deposits have reached the requirement (nothing required: reached). */
export const depositRequirementMet = (depositTotal: string, amountRequirement: string): boolean =>
  answerHundredths(depositTotal) >= answerHundredths(amountRequirement);

/** What is left to deposit before the requirement is met (never below zero). */
export const depositRemaining = (depositTotal: string, amountRequirement: string): string => {
  const left = answerHundredths(amountRequirement) - answerHundredths(depositTotal);
  return fromMinor(left > 0n ? left : 0n);
};

/**
 * The conversion form: the points (a positive figure of at most two decimals, at least the minimum
 * of getPointConfig, at most the balance) and the payment password. Messages are translation keys,
 * with the limits as `key|min|max` (lib/amount-rules.ts messageText fills {{min}} and {{max}}).
 */
export const convertSchema = (limits: { min: string; balance: string }) =>
  z.object({
    points: z.string().superRefine((value, ctx) => {
      if (!value.trim()) {
        ctx.addIssue({ code: 'custom', message: 'points.points_required' });
        return;
      }
      const points = hundredthsOf(value);
      if (points === null) {
        ctx.addIssue({ code: 'custom', message: 'points.points_invalid' });
        return;
      }
      const min = hundredthsOf(limits.min);
      if (min !== null && points < min) {
        ctx.addIssue({ code: 'custom', message: `points.points_below_minimum|${formatMoney(limits.min)}` });
      } else if (points > answerHundredths(limits.balance)) {
        ctx.addIssue({
          code: 'custom',
          message: `points.points_above_balance||${formatMoney(limits.balance)}`,
        });
      }
    }),
    paymentPassword: z.string().min(1, 'wallet_payment_password_required').max(128),
  });
export type ConvertForm = z.infer<ReturnType<typeof convertSchema>>;

/** The delivery fields' lengths, read from the contract so the form and the server never disagree. */
const lengths = (field: keyof typeof deliverySchema.shape) => {
  const schema = deliverySchema.shape[field];
  return { min: schema.minLength ?? 1, max: schema.maxLength ?? 140 };
};
export const deliveryLengths = {
  name: lengths('name'),
  phone: lengths('phone'),
  address: lengths('address'),
};

const deliveryField = (field: keyof typeof deliveryLengths) => {
  const { min, max } = deliveryLengths[field];
  const range = `|${min}|${max}`;
  return z
    .string()
    .trim()
    .min(1, `points.delivery_${field}_required`)
    .min(min, `points.field_length${range}`)
    .max(max, `points.field_length${range}`);
};

/** The redeem dialog: the payment password, and a delivery address for a physical reward. */
export const redeemSchema = (physical: boolean) =>
  z.object({
    paymentPassword: z.string().min(1, 'wallet_payment_password_required').max(128),
    delivery: physical
      ? z.object({
          name: deliveryField('name'),
          phone: deliveryField('phone'),
          address: deliveryField('address'),
        })
      : z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  });
export type RedeemForm = z.infer<ReturnType<typeof redeemSchema>>;
