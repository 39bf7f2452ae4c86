import { describe, expect, it } from 'vitest';
import { clipDuration, scanWebm, withWebmDuration } from '../../../src/app/export/webmDuration';

/** An EBML element: its ID bytes, a size (an 8-byte size, or "unknown": all ones) and its data. */
function element(id: number[], data: number[], unknownSize = false): number[] {
  const size = unknownSize ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : data.length < 127 ? [0x80 | data.length] : [0x40 | (data.length >> 8), data.length & 0xff];
  return [...id, ...size, ...data];
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const EBML_HEADER = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], ascii('webm')));
const INFO = element([0x15, 0x49, 0xa9, 0x66], [...element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), ...element([0x4d, 0x80], ascii('Chrome'))]);
const TRACKS = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], [0x01])));

/** A SimpleBlock of track 1 at `time` ms after its cluster's timecode, with a few bytes of frame. */
function block(time: number): number[] {
  return element([0xa3], [0x81, (time >> 8) & 0xff, time & 0xff, 0x80, 0xde, 0xad, 0xbe, 0xef]);
}

/** A Cluster (of unknown size, as MediaRecorder streams it) at `time` ms, with blocks at these offsets. */
function cluster(time: number, offsets: number[], unknownSize = true): number[] {
  return element([0x1f, 0x43, 0xb6, 0x75], [...element([0xe7], [time >> 8, time & 0xff]), ...offsets.flatMap(block)], unknownSize);
}

/** A streamed WebM: a Segment of unknown size, Info without Duration, two clusters (frames at 0, 33, 66, 100, 133 ms). */
function streamedWebm(extra: number[] = [], segmentUnknown = true): Uint8Array {
  const body = [...extra, ...INFO, ...TRACKS, ...cluster(0, [0, 33, 66]), ...cluster(100, [0, 33], !segmentUnknown)];
  return Uint8Array.from([...EBML_HEADER, ...element([0x18, 0x53, 0x80, 0x67], body, segmentUnknown)]);
}

/** The Duration written in the Info, read back as a float, or null. */
function durationOf(bytes: Uint8Array): number | null {
  for (let i = 0; i + 11 <= bytes.length; i++) if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88) return new DataView(bytes.buffer, bytes.byteOffset + i + 3, 8).getFloat64(0);
  return null;
}

describe('withWebmDuration', () => {
  it('reads every frame’s time from the clusters and writes the length into the Info: last frame plus one frame', () => {
    const original = streamedWebm();
    const scanned = scanWebm(original);
    expect(scanned?.frameTimes).toEqual([0, 33, 66, 100, 133]);
    expect(scanned?.hasDuration).toBe(false);
    const fixed = withWebmDuration(original);
    expect(fixed.seconds).toBeCloseTo(0.16625, 12);
    expect(durationOf(fixed.bytes)).toBe(166.25);
    // The rest of the file is untouched: the same frames, after an Info 11 bytes longer (and an 8-byte size).
    const rescanned = scanWebm(fixed.bytes);
    expect(rescanned?.hasDuration).toBe(true);
    expect(rescanned?.frameTimes).toEqual([0, 33, 66, 100, 133]);
    expect(fixed.bytes.length).toBe(original.length + 11 + 7);
    expect([...fixed.bytes.subarray(fixed.bytes.length - 40)]).toEqual([...original.subarray(original.length - 40)]);
  });

  it('grows a Segment of known size by what it inserts', () => {
    const original = streamedWebm([], false);
    const fixed = withWebmDuration(original);
    expect(fixed.seconds).toBeCloseTo(0.16625, 12);
    const rescanned = scanWebm(fixed.bytes);
    expect(rescanned?.segment.size).toBe(fixed.bytes.length - (rescanned?.segment.dataStart ?? 0));
    expect(rescanned?.frameTimes).toEqual([0, 33, 66, 100, 133]);
    expect(durationOf(fixed.bytes)).toBe(166.25);
  });

  it('leaves alone a file it need not or cannot change', () => {
    const once = withWebmDuration(streamedWebm()).bytes;
    expect(withWebmDuration(once)).toEqual({ bytes: once, seconds: null });
    const withSeekHead = streamedWebm(element([0x11, 0x4d, 0x9b, 0x74], [0xec, 0x80]));
    expect(withWebmDuration(withSeekHead)).toEqual({ bytes: withSeekHead, seconds: null });
    for (const junk of [new Uint8Array(0), Uint8Array.from([0x1a, 0x45, 0xdf]), Uint8Array.from(ascii('not a video at all'))]) expect(withWebmDuration(junk)).toEqual({ bytes: junk, seconds: null });
  });

  it('needs two frames to know a length', () => {
    expect(clipDuration([])).toBeNull();
    expect(clipDuration([40])).toBeNull();
    expect(clipDuration([0, 10, 20])).toBe(30);
  });
});
