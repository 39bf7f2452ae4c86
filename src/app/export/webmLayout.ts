import { EBML_ID, readHeader, readUint, vintLength, type ElementHeader } from './ebml';

/**
 * What a WebM made by a browser's `MediaRecorder` holds, as the clip's fixes need it
 * (webmDuration.ts, webmCues.ts): its Segment and Info, whether a Duration, a SeekHead or Cues are
 * there, each Cluster's position and time, and every frame's time.
 */

/** Nanoseconds per timecode unit when the Info does not say (Matroska's default: 1 ms). */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

/** Walks a WebM's elements: the Segment, its Info, and every block's time. Null where it is not a WebM this can read. */
export function scanWebm(bytes: Uint8Array) {
  const ebml = readHeader(bytes, 0);
  if (!ebml || ebml.id !== EBML_ID.ebml || ebml.size === null) return null;
  const segment = readHeader(bytes, ebml.dataStart + ebml.size);
  if (!segment || segment.id !== EBML_ID.segment) return null;
  const end = segment.size === null ? bytes.length : Math.min(bytes.length, segment.dataStart + segment.size);
  let info: ElementHeader | null = null;
  // Nanoseconds per timecode unit.
  let timecodeScale = DEFAULT_TIMECODE_SCALE;
  // Whether the Info has a Duration, whether there is a SeekHead (byte positions an insertion would break), and Cues (an index of the
  // clusters).
  let hasDuration = false;
  let hasSeekHead = false;
  let hasCues = false;
  let clusterTime = 0;
  // The track of the first frame (the video's), or null with no frame.
  let track: number | null = null;
  // The frames' timecodes in file order, and each Cluster: where its header starts (bytes from the Segment's data) and its timecode.
  const frameTimes: number[] = [];
  const clusters: { readonly position: number; time: number }[] = [];
  let offset = segment.dataStart;
  while (offset < end) {
    const element = readHeader(bytes, offset);
    if (!element) break;
    // A Cluster (its size often unknown) and a BlockGroup are entered: their children follow.
    if (element.id === EBML_ID.cluster || element.id === EBML_ID.blockGroup) {
      if (element.id === EBML_ID.cluster) clusters.push({ position: element.start - segment.dataStart, time: 0 });
      offset = element.dataStart;
      continue;
    }
    // Any other element of unknown size cannot be skipped: the end of what can be read.
    if (element.size === null) break;
    const next = element.dataStart + element.size;
    if (next > bytes.length) break;
    if (element.id === EBML_ID.seekHead) hasSeekHead = true;
    else if (element.id === EBML_ID.cues) hasCues = true;
    else if (element.id === EBML_ID.info) {
      info = element;
      for (let child = element.dataStart; child < next;) {
        const field = readHeader(bytes, child);
        if (!field || field.size === null) return null;
        if (field.id === EBML_ID.timecodeScale) timecodeScale = readUint(bytes, field.dataStart, field.size);
        if (field.id === EBML_ID.duration) hasDuration = true;
        child = field.dataStart + field.size;
      }
    } else if (element.id === EBML_ID.clusterTimecode) {
      clusterTime = readUint(bytes, element.dataStart, element.size);
      const cluster = clusters.at(-1);
      if (cluster) cluster.time = clusterTime;
    } else if (element.id === EBML_ID.simpleBlock || element.id === EBML_ID.block) {
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
  // Whether the Segment runs to the end of the file (nothing after it).
  const segmentIsLast = segment.size === null || segment.dataStart + segment.size === bytes.length;
  return { info, segment, timecodeScale, hasDuration, hasSeekHead, frameTimes, clusters, track, hasCues, segmentIsLast };
}
