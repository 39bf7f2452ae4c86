import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChallengeBests, UNREADABLE_BESTS_KEY, type BestsStorage } from '../../../src/app/challenge/ChallengeBests';
import { CHALLENGE_LEVELS } from '../../../src/sim/challenges/challengeLevels';
import type { ChallengeResult } from '../../../src/sim/challenges/ChallengeRun';

/** A storage that keeps one text, like one localStorage key. */
function memoryStorage(text: string | null = null): BestsStorage & { text: string | null } {
  return {
    text,
    read() {
      return this.text;
    },
    write(value) {
      this.text = value;
    },
  };
}

const result = (name: string, passed: boolean, score: number | null): ChallengeResult => ({
  name,
  passed,
  score,
  metrics: {},
  progress: `${passed ? 'passed' : 'failed'} ${score}`,
  time: 1,
  failure: null,
});

describe('ChallengeBests', () => {
  it('keeps the best run per level (a pass beats a fail, then the better score in the level’s direction) and survives a reload', () => {
    const storage = memoryStorage();
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    expect(bests.record(result('quarter-turn-low-rate', false, 2.5))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.7))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.8))).toBe(false);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.6))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', false, 1.0))).toBe(false);
    const reloaded = new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text));
    expect(reloaded.bestOf('quarter-turn-low-rate')).toMatchObject({ passed: true, score: 1.6 });
    expect(reloaded.bestOf('figure-eight')).toBeUndefined();
  });

  it('never records a run whose controller failed, whatever its figures (they are the fallback’s)', () => {
    const storage = memoryStorage();
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    const failed: ChallengeResult = {
      ...result('quarter-turn-low-rate', false, 1.2),
      failure: { message: 'line 1: Error: x', line: 1, time: 0, atLoad: false },
    };
    expect(bests.record(failed)).toBe(false);
    expect(bests.bestOf('quarter-turn-low-rate')).toBeUndefined();
    expect(storage.text).toBeNull();
  });

  it('ignores stored text that is not JSON, corrupt entries and unknown levels, and never throws', () => {
    for (const text of ['{', 'null', '[1,2]', '"x"', '42'])
      expect(new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(text)).bestOf('figure-eight')).toBeUndefined();
    const mixed = JSON.stringify({
      'figure-eight': { passed: true, score: 20.5, progress: 'ok' },
      'noisy-sensor': { passed: 'yes', score: 3, progress: 'x' },
      'turn-sequence': { passed: true, score: 'NaN', progress: 'x' },
      'hold-against-torque': null,
      'no-such-level': { passed: true, score: 1, progress: 'x' },
      __proto__: { passed: true, score: 1, progress: 'x' },
    });
    const storage = memoryStorage(mixed);
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    expect(bests.bestOf('figure-eight')).toMatchObject({ passed: true, score: 20.5 });
    for (const name of ['noisy-sensor', 'turn-sequence', 'hold-against-torque', 'no-such-level'])
      expect(bests.bestOf(name), name).toBeUndefined();
    // A new best replaces the corrupt entry.
    expect(bests.record(result('noisy-sensor', true, 5))).toBe(true);
    const reloaded = new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text));
    expect(reloaded.bestOf('noisy-sensor')).toMatchObject({ passed: true, score: 5 });
    expect(reloaded.bestOf('figure-eight')).toMatchObject({ passed: true, score: 20.5 });
  });

  it('higher is better where the level says so', () => {
    const storage = memoryStorage();
    const level = CHALLENGE_LEVELS.find((l) => l.scoring.better === 'higher');
    if (!level) return;
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    bests.record(result(level.name, false, 2));
    expect(bests.record(result(level.name, false, 3))).toBe(true);
    expect(bests.record(result(level.name, false, 1))).toBe(false);
  });

  it(
    'recording one level rewrites only that level’s entry: unknown levels, another build’s entries and malformed ones stay ' +
      'character for character',
    () => {
      // Another build's text: its own spacing, a level this build does not know, a known level in a
      // newer shape, a malformed entry, a number spelled 1.50, an escaped name, a key given twice.
      const before = [
        '{\n',
        '  "level-from-a-newer-build": {"passed": true, "score": 1.50, "progress": "\\u0041 ok", "controller": "v2"},\n',
        '  "figure-eight" : { "passed": true, "score": 20.5, "progress": "ok", "attempts": 3 },\n',
        '  "noisy-sensor": {"passed": "yes"},\n',
        '  "turn-sequence": {"passed": false, "score": 9, "progress": "first"},\r\n',
        '  "turn-seq\\u0075ence": {"passed": false, "score": 8, "progress": "counts"}\t\n',
        '}',
      ].join('');
      const storage = memoryStorage(before);
      const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
      expect(bests.bestOf('turn-sequence')).toMatchObject({ score: 8 });

      expect(bests.record(result('noisy-sensor', true, 5))).toBe(true);
      const entry = (name: string, passed: boolean, score: number) =>
        JSON.stringify({ passed, score, progress: `${passed ? 'passed' : 'failed'} ${score}` });
      const afterFirst = before.replace('{"passed": "yes"}', entry('noisy-sensor', true, 5));
      expect(storage.text).toBe(afterFirst);

      // A level not stored yet is added after the last member; the rest is untouched.
      expect(bests.record(result('quarter-turn-low-rate', true, 1.2))).toBe(true);
      const cut = afterFirst.lastIndexOf('}\t\n}') + 1;
      expect(storage.text).toBe(
        `${afterFirst.slice(0, cut)},"quarter-turn-low-rate":${entry('quarter-turn-low-rate', true, 1.2)}${afterFirst.slice(cut)}`,
      );

      // The member that counts (the last "turn-sequence", however its name is spelled) is the one replaced.
      expect(bests.record(result('turn-sequence', true, 12))).toBe(true);
      expect(storage.text).toContain('"turn-sequence": {"passed": false, "score": 9, "progress": "first"},\r\n');
      expect(storage.text).toContain(`"turn-seq\\u0075ence": ${entry('turn-sequence', true, 12)},"quarter-turn-low-rate"`);
      expect(storage.text).toContain(
        '"level-from-a-newer-build": {"passed": true, "score": 1.50, "progress": "\\u0041 ok", "controller": "v2"},\n',
      );
      expect(storage.text).toContain('"figure-eight" : { "passed": true, "score": 20.5, "progress": "ok", "attempts": 3 },\n');
    },
  );

  it('for any stored object, recording a best changes only that level’s member (fast-check)', () => {
    const names = CHALLENGE_LEVELS.map((level) => level.name);
    const space = fc.constantFrom('', ' ', '\n', '\t', '\r\n  ');
    const key = fc.oneof(fc.constantFrom(...names, '__proto__', 'level-from-a-newer-build'), fc.string({ maxLength: 8 }));
    const member = fc.record({ key, value: fc.jsonValue({ maxDepth: 3 }), indent: fc.constantFrom(0, 1, 2), before: space, after: space });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), fc.constantFrom(...names), space, (members, recorded, inside) => {
        const memberText = (m: (typeof members)[number], value: string) =>
          `${m.before}${JSON.stringify(m.key)}${m.after}:${m.before}${value}${m.after}`;
        const texts = members.map((m) => memberText(m, JSON.stringify(m.value, null, m.indent)));
        const before = `{${inside}${texts.join(',')}${inside}}`;
        const storage = memoryStorage(before);
        const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
        // A pass with a score no stored entry can beat.
        const score = CHALLENGE_LEVELS.find((l) => l.name === recorded)?.scoring.better === 'higher' ? 1e12 : -1e12;
        expect(bests.record(result(recorded, true, score))).toBe(true);
        const value = JSON.stringify({ passed: true, score, progress: `passed ${score}` });
        const replaced = members.map((m) => m.key).lastIndexOf(recorded);
        const lastMember = members.at(-1);
        let expected: string;
        if (replaced >= 0)
          expected = `{${inside}${members.map((m, i) => (i === replaced ? memberText(m, value) : texts[i])).join(',')}${inside}}`;
        else if (!lastMember) expected = `{${inside}${inside}${JSON.stringify(recorded)}:${value}}`;
        else {
          // Added right after the last value, before the white space that followed it.
          const all = texts.join(',');
          const kept = all.slice(0, all.length - lastMember.after.length);
          expected = `{${inside}${kept},${JSON.stringify(recorded)}:${value}${lastMember.after}${inside}}`;
        }
        expect(storage.text).toBe(expected);
      }),
      { seed: 28, numRuns: 300 },
    );
  });

  it('two tabs recording different levels keep both; a worse run does not replace a better one stored by another tab', () => {
    const storage = memoryStorage();
    const firstTab = new ChallengeBests(CHALLENGE_LEVELS, storage);
    const secondTab = new ChallengeBests(CHALLENGE_LEVELS, storage);
    expect(firstTab.record(result('figure-eight', true, 20))).toBe(true);
    expect(secondTab.record(result('noisy-sensor', true, 3))).toBe(true);
    expect(secondTab.record(result('figure-eight', true, 25))).toBe(false);
    const reloaded = new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text));
    expect(reloaded.bestOf('figure-eight')).toMatchObject({ score: 20 });
    expect(reloaded.bestOf('noisy-sensor')).toMatchObject({ score: 3 });
  });

  it('stored text that is not a JSON object (another build’s format, damage) is kept, as a string, when a best is first recorded', () => {
    for (const before of ['[{"level":"figure-eight","score":20}]', '{"figure-eight": {"passed": tr', '"x"', '42']) {
      const storage = memoryStorage(before);
      expect(new ChallengeBests(CHALLENGE_LEVELS, storage).record(result('noisy-sensor', true, 5))).toBe(true);
      const stored = JSON.parse(storage.text as string) as Record<string, unknown>;
      expect(stored[UNREADABLE_BESTS_KEY]).toBe(before);
      expect(new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text)).bestOf('noisy-sensor')).toMatchObject({ score: 5 });
    }
    for (const nothing of [null, '', 'null']) {
      const storage = memoryStorage(nothing);
      new ChallengeBests(CHALLENGE_LEVELS, storage).record(result('noisy-sensor', true, 5));
      expect(Object.keys(JSON.parse(storage.text as string))).toEqual(['noisy-sensor']);
    }
  });
});
