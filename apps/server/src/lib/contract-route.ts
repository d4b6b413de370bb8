import { envelopeSchema } from '@gp/contract/envelope';
import { routes, type RouteId } from '@gp/contract/routes';
import type { z } from 'zod';
import { failureEnvelopeSchema } from '../plugins/envelope.js';

/** Method and path of a contract route, never retyped. */
export const routeBase = (id: RouteId) => ({ method: routes[id].method, url: routes[id].path });

/** Response schemas of an envelope route: the success value, and the failure envelope for 4xx and 5xx. */
export const envelopeResponses = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  '4xx': failureEnvelopeSchema,
  '5xx': failureEnvelopeSchema,
});

/** OpenAPI metadata of a contract route. */
export const routeDoc = (id: RouteId) => ({
  operationId: id,
  tags: [routes[id].domain],
  summary: `${id} (${routes[id].module}, spec ${routes[id].spec})`,
});
