import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** Query parameters whose values never reach the logs. */
const secretParams =
  /([?&](?:token|password|newPassword|oldPassword|code|verificationCode|captcha)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(secretParams, '$1[redacted]');

const secretFields = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'verificationCode',
  'captcha',
  'token',
  'code',
];

/** pino options: JSON lines, request ids, secrets redacted (authorization, cookies, password fields). */
export const loggerOptions = (config: AppConfig) => ({
  level: config.logLevel,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      ...secretFields.map((f) => `*.${f}`),
      ...secretFields.map((f) => `body.${f}`),
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
});
