/**
 * Base64url (RFC 4648 §5, no padding) of UTF-8 text: the form settings take in a URL, safe in a
 * query parameter without escaping.
 */
export function encodeBase64Url(text: string): string {
  return encodeBytesBase64Url(new TextEncoder().encode(text));
}

/** Base64url (no padding) of bytes. */
export function encodeBytesBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The UTF-8 text encoded by {@link encodeBase64Url}, or null when `encoded` is not base64url (a
 * character outside A–Z a–z 0–9 - _, a length no encoding gives) or does not decode to valid UTF-8.
 */
export function decodeBase64Url(encoded: string): string | null {
  const bytes = decodeBytesBase64Url(encoded);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The bytes encoded by {@link encodeBytesBase64Url}, or null when `encoded` is not base64url. */
export function decodeBytesBase64Url(encoded: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  const padded = encoded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (encoded.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
