import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, statusForCode, type ErrorCode } from '@gp/contract/errors';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';

/** Body of every failed /wps and /lgw response. */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string().optional(),
});

export const failure = (code: ErrorCode, message?: string) => ({
  success: false as const,
  code,
  ...(message ? { message } : {}),
});

/** Paths answered with the JSON envelope (never the web app's HTML). */
export const isApiPath = (url: string): boolean => /^\/(wps|lgw|lotto\/lgw)(\/|$|\?)/.test(url);

const sendFailure = (reply: FastifyReply, code: ErrorCode, message?: string) =>
  reply.code(statusForCode(code)).type('application/json; charset=utf-8').send(failure(code, message));

const transportCode = (status: number): ErrorCode | null => {
  switch (status) {
    case 404:
      return errorCodes.notFound;
    case 413:
      return errorCodes.payloadTooLarge;
    case 415:
      return errorCodes.unsupportedMediaType;
    case 403:
      return errorCodes.forbidden;
    case 409:
      return errorCodes.conflict;
    case 429:
      return errorCodes.tooManyRequests;
    default:
      return status >= 400 && status < 500 ? errorCodes.badRequest : null;
  }
};

const validationMessage = (error: FastifyError): string => {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as { issue?: { path?: PropertyKey[] } } | undefined;
  const issuePath = params?.issue?.path?.map(String).join('.');
  const name = field || issuePath || where;
  return `${where} ${name}: ${first.message ?? 'is invalid'}`;
};

/**
 * One error handler for the whole app: contract codes for AppError, 400 bad_request naming the field for
 * validation failures, transport codes for 413/415/404, and 500 system_error with no internals.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      const { value, headers } = error.extras;
      if (headers) reply.headers(headers);
      return reply
        .code(error.statusCode)
        .type('application/json; charset=utf-8')
        .send(
          value === undefined
            ? failure(error.code, error.message)
            : { ...failure(error.code, error.message), value },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendFailure(reply, errorCodes.badRequest, validationMessage(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendFailure(reply, errorCodes.systemError, 'System error');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = transportCode(status);
    if (code) {
      const message =
        code === errorCodes.badRequest && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body'
          : error.message;
      return reply.code(status).type('application/json; charset=utf-8').send(failure(code, message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, errorCodes.systemError, 'System error');
  });
};
