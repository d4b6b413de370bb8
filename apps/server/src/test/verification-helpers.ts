import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { routes, type RouteId } from '@gp/contract/routes';
import type { ChallengePayload } from '@gp/contract/session';
import type { Db } from '../db/database.js';
import { devOutboxPaths } from '../modules/messaging/dev-outbox-routes.js';
import { solvedChallenge } from './auth-helpers.js';

/**
 * Test helpers for SMS codes, registration and recovery: SMS requests, reading codes and mails from
 * the dev outbox, whitelabel flags and register rules.
 */
export type SmsRouteId = 'smsLoginCode' | 'smsRegister' | 'smsRegisterMobile' | 'smsNoLogin';

let ipCounter = 0;
/** A client IP no other test used (every SMS request is limited per IP per second). */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 65536) % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
};

let numberCounter = 0;
/** A Korean mobile number no other test used: national '010' + 8 digits. */
export const freshNumber = () => {
  numberCounter += 1;
  const national = `0107${String(process.pid % 1000).padStart(3, '0')}${String(numberCounter).padStart(4, '0')}`;
  return { national, e164: `+82${national.slice(1)}`, dialingCode: '+82' };
};

export interface SmsInput {
  national?: string;
  dialingCode?: string;
  ip?: string;
  /** false: no challenge; a payload: that one (replays). */
  challenge?: ChallengePayload | false;
  extra?: Record<string, unknown>;
}

export const requestSms = async (
  app: FastifyInstance,
  id: SmsRouteId,
  input: SmsInput,
): Promise<LightMyRequestResponse> => {
  const numberKey = id === 'smsRegister' || id === 'smsRegisterMobile' ? 'mobileNo' : 'mobileNum';
  const payload = {
    ...(input.national !== undefined ? { [numberKey]: input.national } : {}),
    ...(input.dialingCode !== undefined ? { countryDialingCode: input.dialingCode } : {}),
    ...(input.challenge === false ? {} : { challenge: input.challenge ?? (await solvedChallenge(app)) }),
    ...input.extra,
  };
  return app.inject({
    method: routes[id].method,
    url: routes[id].path,
    headers: { 'x-forwarded-for': input.ip ?? freshIp() },
    payload,
  });
};

export interface OutboxEntry {
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

export const outbox = async (
  app: FastifyInstance,
  channel: 'sms' | 'email',
  to: string,
): Promise<OutboxEntry[]> => {
  const res = await app.inject({ url: `${devOutboxPaths[channel]}?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox ${res.statusCode}: ${res.body}`);
  return res.json<{ messages: OutboxEntry[] }>().messages;
};

/** The code of the newest SMS to the number, or undefined when none was sent. */
export const latestCode = async (app: FastifyInstance, e164: string): Promise<string | undefined> => {
  const [newest] = await outbox(app, 'sms', e164);
  return newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
};

/** Requests an SMS code (expects success) and reads it from the outbox. */
export const smsCode = async (
  app: FastifyInstance,
  id: SmsRouteId,
  phone: { national: string; e164: string; dialingCode: string },
): Promise<string> => {
  const res = await requestSms(app, id, phone);
  if (res.statusCode !== 200) throw new Error(`SMS request failed: ${res.statusCode} ${res.body}`);
  const code = await latestCode(app, phone.e164);
  if (!code) throw new Error('no SMS in the outbox');
  return code;
};

export const setFlag = async (db: Db, modId: string, on: boolean) => {
  await db
    .updateTable('whitelabel_nodes')
    .set({ enabled: on ? '1' : '0' })
    .where('mod_id', '=', modId)
    .execute();
};

/** Changes one registration field rule of the demo merchant. */
export const setRule = async (
  db: Db,
  field: string,
  rule: Partial<{
    enabled: boolean;
    required: boolean;
    pattern: string;
    patternId: number;
    min: number;
    max: number;
  }>,
) => {
  await db
    .updateTable('register_field_rules')
    .set({
      ...(rule.enabled !== undefined ? { enabled: rule.enabled ? 1 : 0 } : {}),
      ...(rule.required !== undefined ? { required: rule.required ? 1 : 0 } : {}),
      ...(rule.pattern !== undefined ? { accepted_pattern: rule.pattern } : {}),
      ...(rule.patternId !== undefined ? { pattern_id: rule.patternId } : {}),
      ...(rule.min !== undefined ? { min_length: rule.min } : {}),
      ...(rule.max !== undefined ? { max_length: rule.max } : {}),
    })
    .where('field_name', '=', field)
    .execute();
};

export const countMembers = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const routeOf = (id: RouteId) => routes[id];
