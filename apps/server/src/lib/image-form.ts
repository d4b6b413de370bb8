import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { maxProofImageBytes, maxProofImages } from '@gp/contract/wallet-rules';
import { AppError } from './app-error.js';

/** An uploaded image, its type read from its content (never from its name or the browser's word). */
export interface ImageUpload {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

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

export type FormLimits = { [K in keyof typeof uploadLimits]: number };

const parseFields = <S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> => {
  const parsed = schema.safeParse(fields);
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
 * Reads a multipart form of fields (sent first) and at most 3 png/jpg images of at most 5 MB (spec 5,
 * checked by their content with file-type). `check` runs on the parsed fields before the first byte of
 * any file is read (or at the end when there is no file): a form that is refused anyway (another
 * member's order, a rate limit) does not consume the upload. Files sent before the fields are refused
 * for the same reason. The caller closes the connection when this throws (part of it is unread).
 */
export const readImageForm = async <S extends z.ZodType, T>(
  request: FastifyRequest,
  opts: { schema: S; limits: FormLimits; check: (fields: z.infer<S>) => Promise<T> },
): Promise<{ fields: z.infer<S>; files: ImageUpload[]; checked: T }> => {
  const raw: Record<string, string> = {};
  const files: ImageUpload[] = [];
  let checkedFields: { fields: z.infer<S>; checked: T } | undefined;
  const checkOnce = async () => {
    if (!checkedFields) {
      const fields = parseFields(opts.schema, raw);
      checkedFields = { fields, checked: await opts.check(fields) };
    }
    return checkedFields;
  };
  try {
    for await (const part of request.parts({ limits: opts.limits })) {
      if (part.type === 'field') {
        // busboy truncates an over-long value silently (and does not apply fieldNameSize to
        // multipart at all): refuse both instead of using half a value.
        const longName = part.fieldname.length > opts.limits.fieldNameSize;
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
        throw new AppError('unsupported_media_type', 'Images must be png or jpg');
      }
      files.push({ mime: type.mime, data });
    }
  } catch (error) {
    throw uploadError(error);
  }
  const { fields, checked } = await checkOnce();
  return { fields, files, checked };
};
