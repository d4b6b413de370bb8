import type { ErrorCode } from '@gp/contract/errors';
import { maxProofImageBytes, maxProofImages } from '@gp/contract/wallet-rules';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpg = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Spec 9 images: png or jpg, at most 5 MB each, at most 3. Checked in the browser by content (magic
 * bytes, like the server) before the upload; answers the error code of the first problem, or null.
 */
export const checkProofImages = async (files: readonly File[]): Promise<string | null> => {
  if (files.length > maxProofImages) return 'too_many_images' satisfies ErrorCode;
  for (const file of files) {
    if (file.size > maxProofImageBytes) return 'image_too_large' satisfies ErrorCode;
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!startsWith(head, png) && !startsWith(head, jpg)) return 'unsupported_media_type' satisfies ErrorCode;
  }
  return null;
};
