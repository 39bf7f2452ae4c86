import { concatBytes, EBML_ID, idBytes, segmentHeader, sizeBytes } from './ebml';
import { scanWebm } from './webmLayout';

/**
 * Writes the duration into a WebM made by a browser's `MediaRecorder`, which streams the file and
 * so leaves its length out of the header (the Segment's Info has no Duration element): players then
 * show no length and cannot seek until they have read the whole file. This reads the file's own
 * frames (each cluster's timecode plus each block's offset) and inserts a Duration element into the
 * Info, so the clip plays like any other video file. No re-encoding: the frames are untouched.
 * The format: ebml.ts; what the file holds: webmLayout.ts.
 */

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
  newInfo.set([...idBytes(EBML_ID.info), ...sizeBytes(infoSize)]);
  newInfo.set(bytes.subarray(info.dataStart, infoEnd), 12);
  newInfo.set([...idBytes(EBML_ID.duration), 0x88], 12 + (info.size as number));
  new DataView(newInfo.buffer).setFloat64(12 + (info.size as number) + 3, duration);
  // A Segment of known size grows by as much (its size written again in 8 bytes); an unknown one stays so.
  const grown = newInfo.length - (infoEnd - info.start);
  const header = segment.size === null ? bytes.subarray(segment.start, segment.dataStart) : segmentHeader(segment.size + grown);
  const out = concatBytes([
    bytes.subarray(0, segment.start),
    header,
    bytes.subarray(segment.dataStart, info.start),
    newInfo,
    bytes.subarray(infoEnd),
  ]);
  return { bytes: out, seconds: (duration * layout.timecodeScale) / 1e9 };
}
