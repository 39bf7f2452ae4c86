import { concatBytes, EBML_ID, idBytes, masterElement, segmentHeader, uintElement } from './ebml';
import { scanWebm } from './webmLayout';

/**
 * Writes an index into a WebM made by a browser's `MediaRecorder`, which streams the file and so
 * writes none: a Cues element (each Cluster's time and byte position) at the end of the Segment,
 * and a SeekHead at its start that says where the Cues are (a player reads the start of a file,
 * then jumps). Without them a player can seek only by reading the file from its start, and some
 * report nothing seekable. No re-encoding: the frames are untouched, only moved by the SeekHead's
 * 40 bytes. Reference: the Matroska specification (RFC 9559), sections 5.1.1 (SeekHead) and 5.1.5
 * (Cues); the format: ebml.ts.
 */

/** The SeekHead with its one entry, the Cues at `cuesPosition` (bytes from the Segment's data): always 40 bytes. */
function seekHead(cuesPosition: number): number[] {
  return masterElement(
    EBML_ID.seekHead,
    masterElement(EBML_ID.seek, [
      ...idBytes(EBML_ID.seekId),
      0x84,
      ...idBytes(EBML_ID.cues),
      ...uintElement(EBML_ID.seekPosition, cuesPosition),
    ]),
  );
}

/** Length of {@link seekHead}, bytes. */
const SEEK_HEAD_LENGTH = seekHead(0).length;

/**
 * The same WebM with a SeekHead and Cues (see the module comment); the bytes as they were where
 * there is nothing to do or nothing this can safely do (an index or a SeekHead already there, no
 * cluster or frame, something after the Segment, a file it cannot read).
 */
export function withWebmCues(bytes: Uint8Array): Uint8Array {
  const layout = scanWebm(bytes);
  if (!layout || layout.hasCues || layout.hasSeekHead || !layout.segmentIsLast || layout.track === null || layout.clusters.length === 0)
    return bytes;
  const { segment, clusters, track } = layout;
  const dataLength = bytes.length - segment.dataStart;
  const points = clusters.flatMap((cluster) =>
    masterElement(EBML_ID.cuePoint, [
      ...uintElement(EBML_ID.cueTime, cluster.time),
      ...masterElement(EBML_ID.cueTrackPositions, [
        ...uintElement(EBML_ID.cueTrack, track),
        ...uintElement(EBML_ID.cueClusterPosition, cluster.position + SEEK_HEAD_LENGTH),
      ]),
    ]),
  );
  const cues = masterElement(EBML_ID.cues, points);
  // A Segment of known size grows by both (its size written again in 8 bytes); an unknown one stays so.
  const header =
    segment.size === null ? bytes.subarray(segment.start, segment.dataStart) : segmentHeader(segment.size + SEEK_HEAD_LENGTH + cues.length);
  return concatBytes([
    bytes.subarray(0, segment.start),
    header,
    Uint8Array.from(seekHead(SEEK_HEAD_LENGTH + dataLength)),
    bytes.subarray(segment.dataStart),
    Uint8Array.from(cues),
  ]);
}
