import { z } from 'zod';

/**
 * Every /wps and /lgw response has this shape. `code` is a stable error id from errors.ts that the web
 * client translates; `message` is an English fallback for logs and API users, never shown raw.
 */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string().optional(),
    message: z.string().optional(),
    value: value.optional(),
  });

export interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

export interface SuccessEnvelope<T> extends Envelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope<T = unknown> extends Envelope<T> {
  success: false;
  code: string;
}

export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });
