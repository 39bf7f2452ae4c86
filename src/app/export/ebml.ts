/**
 * Matroska's EBML, as far as the clip's fixes (webmDuration.ts, webmCues.ts) read and write it: each
 * element is an ID (a variable-length integer, its marker bits kept), a size (a variable-length
 * integer, all ones meaning "unknown": a streamed Segment or Cluster), then its data. Reference: the
 * Matroska specification (RFC 9559), sections 4 and 5.1. What this writes gives every size and
 * unsigned value 8 bytes, which the format allows for any of them.
 */

/** The element IDs the clip's fixes read or write (RFC 9559, section 5.1), marker bits kept. */
export const EBML_ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
} as const;

/** One element's header: its ID, where it starts, where its data starts and its size (null: unknown). */
export type ElementHeader = NonNullable<ReturnType<typeof readHeader>>;

/** Length in bytes of a variable-length integer whose first byte is `first` (0 when invalid). */
export function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

/** Reads the element header at `offset`, or null where the bytes are not one. */
export function readHeader(bytes: Uint8Array, offset: number) {
  const idLength = vintLength(bytes[offset] ?? 0);
  if (idLength === 0 || idLength > 4 || offset + idLength >= bytes.length) return null;
  const id = readUint(bytes, offset, idLength);
  const sizeAt = offset + idLength;
  const sizeLength = vintLength(bytes[sizeAt] ?? 0);
  if (sizeLength === 0 || sizeAt + sizeLength > bytes.length) return null;
  let size = (bytes[sizeAt] as number) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeAt + i] as number;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, start: offset, dataStart: sizeAt + sizeLength, size: allOnes ? null : size };
}

/** Reads an unsigned big-endian integer of `length` bytes. */
export function readUint(bytes: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[offset + i] as number);
  return value;
}

/** An element ID's bytes (1 to 4 of them: the ID's marker bit says how many). */
export function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return out;
}

/** A size as an 8-byte variable-length integer (room for any size a clip has: up to 2^56 − 2). */
export function sizeBytes(size: number): number[] {
  const out = [0x01];
  for (let shift = 6; shift >= 0; shift--) out.push(Math.floor(size / 2 ** (8 * shift)) % 256);
  return out;
}

/** An unsigned integer element: its ID, the size 8, the value in 8 bytes. */
export function uintElement(id: number, value: number): number[] {
  const out = [...idBytes(id), 0x88];
  for (let shift = 7; shift >= 0; shift--) out.push(Math.floor(value / 2 ** (8 * shift)) % 256);
  return out;
}

/** A master element: its ID, an 8-byte size, its children's bytes. */
export function masterElement(id: number, children: readonly number[]): number[] {
  return [...idBytes(id), ...sizeBytes(children.length), ...children];
}

/** A Segment's header as the fixes write it again once the Segment grew: its ID and an 8-byte size. */
export function segmentHeader(size: number): Uint8Array {
  return Uint8Array.from([...idBytes(EBML_ID.segment), ...sizeBytes(size)]);
}

/** The parts one after the other, in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
