import { decodeUtf8, notUtf8Message } from '../sim/validation/utf8Text';

/**
 * A file the player picked or dropped, read as UTF-8 text: a file that cannot be read or is not
 * UTF-8 is refused with the reason (never shown with U+FFFD in place of what it said).
 */
export async function readUtf8File(file: File): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, reason: 'could not be read' };
  }
  const decoded = decodeUtf8(bytes);
  return decoded.ok ? decoded : { ok: false, reason: notUtf8Message(bytes, decoded.offset) };
}
