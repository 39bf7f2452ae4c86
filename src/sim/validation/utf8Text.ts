/**
 * A user's file as UTF-8 text, refused rather than repaired: a byte that is not UTF-8 is named, never
 * read as U+FFFD ("caf\xe9" would become "caf�", a file taken for what it does not say).
 */

/** Where the first byte that is not UTF-8 is in `bytes` (an overlong form, a surrogate or a cut sequence included), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    // The sequence's length and its second byte's range (RFC 3629's table): the rest are 80–BF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}

/** The text of UTF-8 `bytes` (a leading byte order mark dropped), or the offset of the first byte that is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; offset: number } {
  const offset = firstInvalidUtf8(bytes);
  if (offset >= 0) return { ok: false, offset };
  const text = new TextDecoder('utf-8').decode(bytes);
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** What a refusal says of such a file: "is not UTF-8 text: byte 3 (0xe9) is not part of a UTF-8 character". */
export function notUtf8Message(bytes: Uint8Array, offset: number): string {
  return (
    `is not UTF-8 text: byte ${offset} (0x${(bytes[offset] as number).toString(16).padStart(2, '0')}) is not part of a UTF-8 ` +
    `character; save it as UTF-8`
  );
}
