/** Small WebM files built byte by byte, as MediaRecorder streams them, for the export tests. */

/** An EBML element: its ID bytes, a size (a short one, or "unknown": all ones) and its data. */
export function element(id: number[], data: number[], unknownSize = false): number[] {
  const size = unknownSize
    ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
    : data.length < 127
      ? [0x80 | data.length]
      : [0x40 | (data.length >> 8), data.length & 0xff];
  return [...id, ...size, ...data];
}

export const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
export const EBML_HEADER = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], ascii('webm')));
export const INFO = element(
  [0x15, 0x49, 0xa9, 0x66],
  [...element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), ...element([0x4d, 0x80], ascii('Chrome'))],
);
export const TRACKS = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], [0x01])));
export const SEGMENT_ID = [0x18, 0x53, 0x80, 0x67];

/** A SimpleBlock of track 1 at `time` ms after its cluster's timecode, with a few bytes of frame. */
function block(time: number): number[] {
  return element([0xa3], [0x81, (time >> 8) & 0xff, time & 0xff, 0x80, 0xde, 0xad, 0xbe, 0xef]);
}

/** A Cluster (of unknown size, as MediaRecorder streams it) at `time` ms, with blocks at these offsets. */
export function cluster(time: number, offsets: number[], unknownSize = true): number[] {
  return element([0x1f, 0x43, 0xb6, 0x75], [...element([0xe7], [time >> 8, time & 0xff]), ...offsets.flatMap(block)], unknownSize);
}
