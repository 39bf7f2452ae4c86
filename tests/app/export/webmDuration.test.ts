import { describe, expect, it } from 'vitest';
import { clipDuration, withWebmDuration } from '../../../src/app/export/webmDuration';
import { scanWebm } from '../../../src/app/export/webmLayout';
import { ascii, cluster, EBML_HEADER, element, INFO, SEGMENT_ID, TRACKS } from './webmFixtures';

/** A streamed WebM: a Segment of unknown size, Info without Duration, two clusters (frames at 0, 33, 66, 100, 133 ms). */
function streamedWebm(extra: number[] = [], segmentUnknown = true): Uint8Array {
  const body = [...extra, ...INFO, ...TRACKS, ...cluster(0, [0, 33, 66]), ...cluster(100, [0, 33], !segmentUnknown)];
  return Uint8Array.from([...EBML_HEADER, ...element(SEGMENT_ID, body, segmentUnknown)]);
}

/** The Duration written in the Info, read back as a float, or null. */
function durationOf(bytes: Uint8Array): number | null {
  for (let i = 0; i + 11 <= bytes.length; i++)
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88)
      return new DataView(bytes.buffer, bytes.byteOffset + i + 3, 8).getFloat64(0);
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
    for (const junk of [new Uint8Array(0), Uint8Array.from([0x1a, 0x45, 0xdf]), Uint8Array.from(ascii('not a video at all'))])
      expect(withWebmDuration(junk)).toEqual({ bytes: junk, seconds: null });
  });

  it('needs two frames to know a length', () => {
    expect(clipDuration([])).toBeNull();
    expect(clipDuration([40])).toBeNull();
    expect(clipDuration([0, 10, 20])).toBe(30);
  });
});
