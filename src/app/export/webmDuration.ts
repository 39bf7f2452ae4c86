/**
 * Writes the duration into a WebM made by a browser's `MediaRecorder`, which streams the file and
 * so leaves its length out of the header (the Segment's Info has no Duration element): players then
 * show no length and cannot seek until they have read the whole file. This reads the file's own
 * frames (each cluster's timecode plus each block's offset) and inserts a Duration element into the
 * Info, so the clip plays like any other video file. No re-encoding: the frames are untouched.
 *
 * The format is Matroska's EBML: each element is an ID (a variable-length integer, its marker bits
 * kept), a size (a variable-length integer, all ones meaning "unknown": a streamed Segment or
 * Cluster), then its data. Reference: the Matroska specification (RFC 9559), sections 4 and 5.1.
 */

const ID_EBML = 0x1a45dfa3;
const ID_SEGMENT = 0x18538067;
const ID_SEEK_HEAD = 0x114d9b74;
const ID_INFO = 0x1549a966;
const ID_TIMECODE_SCALE = 0x2ad7b1;
const ID_DURATION = 0x4489;
const ID_CLUSTER = 0x1f43b675;
const ID_CLUSTER_TIMECODE = 0xe7;
const ID_BLOCK_GROUP = 0xa0;
const ID_BLOCK = 0xa1;
const ID_SIMPLE_BLOCK = 0xa3;
const ID_CUES = 0x1c53bb6b;

/** Nanoseconds per timecode unit when the Info does not say (Matroska's default: 1 ms). */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

/** One element's header: where its data starts, its size (null: unknown) and where its header starts. */
interface ElementHeader {
  readonly id: number;
  readonly start: number;
  readonly dataStart: number;
  readonly size: number | null;
}

/** Length in bytes of a variable-length integer whose first byte is `first` (0 when invalid). */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

/** Reads the element header at `offset`, or null where the bytes are not one. */
function readHeader(bytes: Uint8Array, offset: number): ElementHeader | null {
  const idLength = vintLength(bytes[offset] ?? 0);
  if (idLength === 0 || idLength > 4 || offset + idLength >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (bytes[offset + i] as number);
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

/** Reads an unsigned integer of `length` bytes. */
function readUint(bytes: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[offset + i] as number);
  return value;
}

/** A size as an 8-byte variable-length integer (room for any size a clip has: up to 2^56 − 2). */
export function sizeBytes(size: number): number[] {
  const out = [0x01];
  for (let shift = 6; shift >= 0; shift--) out.push(Math.floor(size / 2 ** (8 * shift)) % 256);
  return out;
}

/** What {@link scanWebm} finds. */
export interface WebmLayout {
  /** The Info element's header. */
  readonly info: ElementHeader;
  /** The Segment's header (its size may be unknown). */
  readonly segment: ElementHeader;
  /** Nanoseconds per timecode unit. */
  readonly timecodeScale: number;
  /** Whether the Info already has a Duration. */
  readonly hasDuration: boolean;
  /** Whether there is a SeekHead (byte positions that an insertion would break). */
  readonly hasSeekHead: boolean;
  /** The frames' timecodes, in timecode units, in file order. */
  readonly frameTimes: number[];
  /** Each Cluster: where its header starts, bytes from the Segment's data, and its timecode (in timecode units). */
  readonly clusters: { readonly position: number; time: number }[];
  /** The track of the first frame (the video's), or null with no frame. */
  readonly track: number | null;
  /** Whether there is a Cues element (an index of the clusters). */
  readonly hasCues: boolean;
  /** Whether the Segment runs to the end of the file (nothing after it). */
  readonly segmentIsLast: boolean;
}

/** Walks a WebM's elements: the Segment, its Info, and every block's time. Null where it is not a WebM this can read. */
export function scanWebm(bytes: Uint8Array): WebmLayout | null {
  const ebml = readHeader(bytes, 0);
  if (!ebml || ebml.id !== ID_EBML || ebml.size === null) return null;
  const segment = readHeader(bytes, ebml.dataStart + ebml.size);
  if (!segment || segment.id !== ID_SEGMENT) return null;
  const end = segment.size === null ? bytes.length : Math.min(bytes.length, segment.dataStart + segment.size);
  let info: ElementHeader | null = null;
  let timecodeScale = DEFAULT_TIMECODE_SCALE;
  let hasDuration = false;
  let hasSeekHead = false;
  let hasCues = false;
  let clusterTime = 0;
  let track: number | null = null;
  const frameTimes: number[] = [];
  const clusters: { readonly position: number; time: number }[] = [];
  let offset = segment.dataStart;
  while (offset < end) {
    const element = readHeader(bytes, offset);
    if (!element) break;
    // A Cluster (its size often unknown) and a BlockGroup are entered: their children follow.
    if (element.id === ID_CLUSTER || element.id === ID_BLOCK_GROUP) {
      if (element.id === ID_CLUSTER) clusters.push({ position: element.start - segment.dataStart, time: 0 });
      offset = element.dataStart;
      continue;
    }
    // Any other element of unknown size cannot be skipped: the end of what can be read.
    if (element.size === null) break;
    const next = element.dataStart + element.size;
    if (next > bytes.length) break;
    if (element.id === ID_SEEK_HEAD) hasSeekHead = true;
    else if (element.id === ID_CUES) hasCues = true;
    else if (element.id === ID_INFO) {
      info = element;
      for (let child = element.dataStart; child < next; ) {
        const field = readHeader(bytes, child);
        if (!field || field.size === null) return null;
        if (field.id === ID_TIMECODE_SCALE) timecodeScale = readUint(bytes, field.dataStart, field.size);
        if (field.id === ID_DURATION) hasDuration = true;
        child = field.dataStart + field.size;
      }
    } else if (element.id === ID_CLUSTER_TIMECODE) {
      clusterTime = readUint(bytes, element.dataStart, element.size);
      const cluster = clusters.at(-1);
      if (cluster) cluster.time = clusterTime;
    }
    else if (element.id === ID_SIMPLE_BLOCK || element.id === ID_BLOCK) {
      // A block: the track number (a variable-length integer), then its time relative to the cluster (signed 16 bits).
      const trackLength = vintLength(bytes[element.dataStart] ?? 0);
      const at = element.dataStart + trackLength;
      if (trackLength > 0 && at + 2 <= next) {
        track ??= readUint(bytes, element.dataStart, trackLength) - 2 ** (7 * trackLength);
        const relative = ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
        frameTimes.push(clusterTime + (relative >= 0x8000 ? relative - 0x10000 : relative));
      }
    }
    offset = next;
  }
  if (!info || timecodeScale <= 0) return null;
  const segmentIsLast = segment.size === null || segment.dataStart + segment.size === bytes.length;
  return { info, segment, timecodeScale, hasDuration, hasSeekHead, frameTimes, clusters, track, hasCues, segmentIsLast };
}

/**
 * The duration a player should show, in timecode units: the last frame's time plus one frame (the
 * mean spacing of the frames), as a player counts it. Null with fewer than two frames.
 */
export function clipDuration(frameTimes: readonly number[]): number | null {
  if (frameTimes.length < 2) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const time of frameTimes) {
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  if (!(last > first)) return null;
  return last + (last - first) / (frameTimes.length - 1);
}

/**
 * The same WebM with a Duration in its Info (in timecode units, a 64-bit float); the bytes as they
 * were where there is nothing to do or nothing this can safely do (a Duration already there, a
 * SeekHead whose byte positions an insertion would break, a file it cannot read). Also returns the
 * duration written, in seconds, or null.
 */
export function withWebmDuration(bytes: Uint8Array): { readonly bytes: Uint8Array; readonly seconds: number | null } {
  const layout = scanWebm(bytes);
  if (!layout || layout.hasDuration || layout.hasSeekHead || layout.info.size === null) return { bytes, seconds: null };
  const duration = clipDuration(layout.frameTimes);
  if (duration === null) return { bytes, seconds: null };
  const { info, segment } = layout;
  const infoSize = (info.size as number) + 11;
  const infoEnd = info.dataStart + (info.size as number);
  const newInfo = new Uint8Array(4 + 8 + infoSize);
  newInfo.set([0x15, 0x49, 0xa9, 0x66, ...sizeBytes(infoSize)]);
  newInfo.set(bytes.subarray(info.dataStart, infoEnd), 12);
  newInfo.set([0x44, 0x89, 0x88], 12 + (info.size as number));
  new DataView(newInfo.buffer).setFloat64(12 + (info.size as number) + 3, duration);
  // A Segment of known size grows by as much (its size written again in 8 bytes); an unknown one stays so.
  const grown = newInfo.length - (infoEnd - info.start);
  const segmentHeader = segment.size === null ? bytes.subarray(segment.start, segment.dataStart) : Uint8Array.from([0x18, 0x53, 0x80, 0x67, ...sizeBytes(segment.size + grown)]);
  const parts = [bytes.subarray(0, segment.start), segmentHeader, bytes.subarray(segment.dataStart, info.start), newInfo, bytes.subarray(infoEnd)];
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return { bytes: out, seconds: (duration * layout.timecodeScale) / 1e9 };
}
