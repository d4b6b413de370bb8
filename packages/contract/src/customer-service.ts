/**
 * Customer-service paths travel obfuscated (spec section 3): the last 8 characters are the key, the rest
 * is ciphertext the client decodes. Ciphertext is the hex of the UTF-8 bytes XOR-ed with the key bytes.
 * This hides links from naive scrapers; it is not a secret.
 */
export const customerServiceKeyLength = 8;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const xorWithKey = (bytes: Uint8Array, key: string): Uint8Array => {
  const keyBytes = encoder.encode(key);
  return bytes.map((byte, index) => byte ^ keyBytes[index % keyBytes.length]!);
};

export const encodeCustomerServicePath = (url: string, key: string): string => {
  if (key.length !== customerServiceKeyLength || !/^[A-Za-z0-9]+$/.test(key)) {
    throw new Error('customer-service key must be 8 letters or digits');
  }
  const hex = Array.from(xorWithKey(encoder.encode(url), key), (b) => b.toString(16).padStart(2, '0'));
  return hex.join('') + key;
};

/** Returns the plain URL, or null when the path is malformed. */
export const decodeCustomerServicePath = (path: string): string | null => {
  if (path.length <= customerServiceKeyLength) return null;
  const key = path.slice(-customerServiceKeyLength);
  const cipher = path.slice(0, -customerServiceKeyLength);
  if (cipher.length % 2 !== 0 || !/^[0-9a-f]+$/.test(cipher)) return null;
  const bytes = new Uint8Array(cipher.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(cipher.slice(i * 2, i * 2 + 2), 16);
  return decoder.decode(xorWithKey(bytes, key));
};
