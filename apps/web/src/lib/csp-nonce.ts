import { setNonce } from 'get-nonce';

/**
 * The server puts a per-response nonce into <meta name="csp-nonce">; libraries that inject <style> tags
 * (Radix's scroll lock via react-style-singleton) read it through get-nonce.
 */
export const applyCspNonce = (): string | null => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  const nonce = meta?.content ?? '';
  if (!nonce || nonce.startsWith('%')) return null;
  setNonce(nonce);
  return nonce;
};
