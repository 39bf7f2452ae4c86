import { describe, expect, it } from 'vitest';
import { withWebmDuration } from '../../../src/app/export/webmDuration';
import { scanWebm } from '../../../src/app/export/webmLayout';
import { withWebmCues } from '../../../src/app/export/webmCues';
import { cluster, EBML_HEADER, element, INFO, SEGMENT_ID, TRACKS } from './webmFixtures';

// Issue 50, case 9: a recorded clip could not be scrubbed: MediaRecorder writes no index (Cues),
// and a browser's player reported a seekable range of [0, 0].

/** A streamed WebM: a Segment of unknown (or known) size, three clusters at 0, 100 and 1000 ms. */
function streamedWebm(segmentUnknown = true): Uint8Array {
  const body = [...INFO, ...TRACKS, ...cluster(0, [0, 33, 66]), ...cluster(100, [0, 33]), ...cluster(1000, [0], !segmentUnknown)];
  return Uint8Array.from([...EBML_HEADER, ...element(SEGMENT_ID, body, segmentUnknown)]);
}

/** A big-endian unsigned integer of the 8 bytes at `at`. */
const uint64 = (bytes: Uint8Array, at: number): number => [...bytes.subarray(at, at + 8)].reduce((value, byte) => value * 256 + byte, 0);
const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];
const CUES_ID = [0x1c, 0x53, 0xbb, 0x6b];

/** The index as a player reads it: the SeekHead at the Segment's start gives the Cues; each cue gives a time and a cluster's position. */
function readIndex(bytes: Uint8Array): { cuesAt: number; cues: { time: number; track: number; clusterAt: number }[] } {
  const layout = scanWebm(bytes)!;
  const base = layout.segment.dataStart;
  // SeekHead (4 + 8) › Seek (2 + 8) › SeekID (2 + 1 + 4) › SeekPosition (2 + 1, then 8 bytes).
  expect([...bytes.subarray(base, base + 4)]).toEqual([0x11, 0x4d, 0x9b, 0x74]);
  expect([...bytes.subarray(base + 12 + 10 + 3, base + 12 + 10 + 7)]).toEqual(CUES_ID);
  const cuesAt = base + uint64(bytes, base + 12 + 10 + 7 + 3);
  expect([...bytes.subarray(cuesAt, cuesAt + 4)]).toEqual(CUES_ID);
  const end = cuesAt + 12 + (uint64(bytes, cuesAt + 4) % 2 ** 56);
  const cues: { time: number; track: number; clusterAt: number }[] = [];
  // Each CuePoint (1 + 8) › CueTime (1 + 1 + 8) › CueTrackPositions (1 + 8) › CueTrack (1 + 1 + 8) › CueClusterPosition (1 + 1 + 8).
  for (let at = cuesAt + 12; at < end; at += 9 + 10 + 9 + 10 + 10) {
    expect(bytes[at]).toBe(0xbb);
    cues.push({
      time: uint64(bytes, at + 9 + 2),
      track: uint64(bytes, at + 19 + 9 + 2),
      clusterAt: base + uint64(bytes, at + 19 + 9 + 10 + 2),
    });
  }
  return { cuesAt, cues };
}

describe('withWebmCues', () => {
  it.each([true, false])(
    'indexes every cluster by its time and position, found through a SeekHead; the frames unchanged (Segment of unknown size: %s)',
    (segmentUnknown) => {
      const recorded = withWebmDuration(streamedWebm(segmentUnknown)).bytes;
      const indexed = withWebmCues(recorded);
      const before = scanWebm(recorded)!;
      const after = scanWebm(indexed)!;
      expect(after.hasCues).toBe(true);
      expect(after.hasSeekHead).toBe(true);
      expect(after.hasDuration).toBe(true);
      expect(after.frameTimes).toEqual(before.frameTimes);
      const { cues } = readIndex(indexed);
      expect(cues.map((cue) => cue.time)).toEqual([0, 100, 1000]);
      expect(cues.every((cue) => cue.track === 1)).toBe(true);
      for (const cue of cues)
        expect([...indexed.subarray(cue.clusterAt, cue.clusterAt + 4)], `cluster at ${cue.time} ms`).toEqual(CLUSTER_ID);
      // A Segment of known size says its new size: it ends where the file does.
      if (!segmentUnknown) expect(after.segment.dataStart + (after.segment.size as number)).toBe(indexed.length);
    },
  );

  it('leaves alone what it cannot index safely: one with an index, or not a WebM', () => {
    const indexed = withWebmCues(withWebmDuration(streamedWebm()).bytes);
    expect(withWebmCues(indexed)).toBe(indexed);
    const text = new TextEncoder().encode('not a video');
    expect(withWebmCues(text)).toBe(text);
  });
});
