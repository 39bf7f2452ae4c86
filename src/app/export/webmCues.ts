import { scanWebm, sizeBytes } from './webmDuration';

/**
 * Writes an index into a WebM made by a browser's `MediaRecorder`, which streams the file and so
 * writes none: a Cues element (each Cluster's time and byte position) at the end of the Segment,
 * and a SeekHead at its start that says where the Cues are (a player reads the start of a file,
 * then jumps). Without them a player can seek only by reading the file from its start, and some
 * report nothing seekable. No re-encoding: the frames are untouched, only moved by the SeekHead's
 * 40 bytes. Reference: the Matroska specification (RFC 9559), sections 5.1.1 (SeekHead) and 5.1.5
 * (Cues); every number is written in 8 bytes, which the format allows for any of them.
 */

const ID_SEEK_HEAD = [0x11, 0x4d, 0x9b, 0x74];
const ID_SEEK = [0x4d, 0xbb];
const ID_SEEK_ID = [0x53, 0xab];
const ID_SEEK_POSITION = [0x53, 0xac];
const ID_CUES = [0x1c, 0x53, 0xbb, 0x6b];
const ID_CUE_POINT = [0xbb];
const ID_CUE_TIME = [0xb3];
const ID_CUE_TRACK_POSITIONS = [0xb7];
const ID_CUE_TRACK = [0xf7];
const ID_CUE_CLUSTER_POSITION = [0xf1];
const ID_SEGMENT = [0x18, 0x53, 0x80, 0x67];

/** An unsigned integer element: its ID, the size 8, the value in 8 bytes. */
function uintElement(id: readonly number[], value: number): number[] {
  const out = [...id, 0x88];
  for (let shift = 7; shift >= 0; shift--) out.push(Math.floor(value / 2 ** (8 * shift)) % 256);
  return out;
}

/** A master element: its ID, an 8-byte size, its children. */
function masterElement(id: readonly number[], children: readonly number[]): number[] {
  return [...id, ...sizeBytes(children.length), ...children];
}

/** The SeekHead with its one entry, the Cues at `cuesPosition` (bytes from the Segment's data): always 40 bytes. */
function seekHead(cuesPosition: number): number[] {
  return masterElement(ID_SEEK_HEAD, masterElement(ID_SEEK, [...ID_SEEK_ID, 0x84, ...ID_CUES, ...uintElement(ID_SEEK_POSITION, cuesPosition)]));
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
  if (!layout || layout.hasCues || layout.hasSeekHead || !layout.segmentIsLast || layout.track === null || layout.clusters.length === 0) return bytes;
  const { segment, clusters, track } = layout;
  const dataLength = bytes.length - segment.dataStart;
  const points = clusters.flatMap((cluster) =>
    masterElement(ID_CUE_POINT, [...uintElement(ID_CUE_TIME, cluster.time), ...masterElement(ID_CUE_TRACK_POSITIONS, [...uintElement(ID_CUE_TRACK, track), ...uintElement(ID_CUE_CLUSTER_POSITION, cluster.position + SEEK_HEAD_LENGTH)])]),
  );
  const cues = masterElement(ID_CUES, points);
  // A Segment of known size grows by both (its size written again in 8 bytes); an unknown one stays so.
  const segmentHeader = segment.size === null ? bytes.subarray(segment.start, segment.dataStart) : Uint8Array.from([...ID_SEGMENT, ...sizeBytes(segment.size + SEEK_HEAD_LENGTH + cues.length)]);
  const parts = [bytes.subarray(0, segment.start), segmentHeader, Uint8Array.from(seekHead(SEEK_HEAD_LENGTH + dataLength)), bytes.subarray(segment.dataStart), Uint8Array.from(cues)];
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
