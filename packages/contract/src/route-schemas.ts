import { z } from 'zod';
import { gameVendorQuerySchema, gameVendorValueSchema } from './games.js';
import type { RouteId } from './routes.js';
import {
  domainRouteSchema,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  permissionValueSchema,
  registerSettingsSchema,
  systemStatusValueSchema,
} from './system.js';
import { whitelabelNodeSchema } from './whitelabel.js';

/** Request and response-value schemas per route; filled in as each capability lands. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  value: z.ZodType;
}

export const routeSchemas = {
  permission: { value: permissionValueSchema },
  systemStatus: { value: systemStatusValueSchema },
  whitelabel: { value: z.array(whitelabelNodeSchema) },
  domainRoute: { value: domainRouteSchema },
  registerSettings: { value: registerSettingsSchema },
  helpCenter: { query: helpCenterQuerySchema, value: helpCenterValueSchema },
  gameVendor: { query: gameVendorQuerySchema, value: gameVendorValueSchema },
} as const satisfies Partial<Record<RouteId, RouteSchemas>>;

export type SchemaRouteId = keyof typeof routeSchemas;
export type RouteValue<Id extends SchemaRouteId> = z.infer<(typeof routeSchemas)[Id]['value']>;
