import type { ErrorCode } from '@gp/contract/errors';
import { routeSchemas } from '@gp/contract/route-schemas';
import type { RouteId } from '@gp/contract/routes';
import type { ZodType } from 'zod';

/**
 * The contract's check of one answer's `value`, made by the client in development and in unit tests
 * (see callApi): a value its route's schema refuses fails as `system_error`. Production builds leave it
 * out, because the server's serializer already checks every answer against the same schema.
 */
export const checkAnswer = (
  id: RouteId,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; code: string } => {
  const schema = (routeSchemas as Partial<Record<RouteId, { value: ZodType }>>)[id];
  if (!schema) return { ok: true, value };
  const parsed = schema.value.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, code: 'system_error' satisfies ErrorCode };
};
