import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { builtinControllers } from '../../../src/sim/challenges/builtinControllers';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../../src/sim/challenges/ChallengeRun';
import { DT } from '../helpers';

/** Feeds the demo frames until its challenge is decided (or `maxSeconds` of frames). */
function playToEnd(demo: Demo, maxSeconds: number): void {
  for (let t = 0; t < maxSeconds && demo.plays.challenge && !demo.plays.challenge.result; t += DT) demo.clock.advance(DT);
}

const settingsOf = (name: string) => {
  const found = builtinControllers().find((c) => c.name === name);
  if (!found) throw new Error(name);
  return found.settings;
};

describe('Challenge scene', () => {
  it('plays every level in the game with the numbers the headless run gives (the level code is the one truth)', () => {
    for (const level of CHALLENGE_LEVELS) {
      for (const name of ['stable-pd', 'pid']) {
        const headless = new ChallengeRun(level, { settings: settingsOf(name) }).runToEnd();
        const demo = new Demo();
        expect(
          demo.apply({
            kind: 'play',
            play: 'challenge',
            args: { levelName: level.name, controller: { settings: settingsOf(name) }, label: name },
          }).ok,
        ).toBe(true);
        playToEnd(demo, level.duration + 1);
        const shown = demo.plays.challenge?.result;
        expect(shown, `${level.name} with ${name}`).toEqual(headless);
        expect(demo.plays.challenge?.spoiled).toBeNull();
      }
    }
  });

  it('shows the goal before, a live check during and the result after; leaving restores the scene it replaced', () => {
    const demo = new Demo();
    for (let i = 0; i < 45; i++) demo.clock.advance(DT);
    const before = demo.view.records.map((r) => ({
      id: r.entity.id,
      x: r.entity.position.x,
      y: r.entity.position.y,
      angle: r.entity.angle,
    }));
    const timeBefore = demo.clock.time;
    expect(
      demo.apply({
        kind: 'play',
        play: 'challenge',
        args: { levelName: 'quarter-turn-low-rate', controller: { settings: settingsOf('time-optimal') }, label: 'time-optimal' },
      }).ok,
    ).toBe(true);
    const challenge = demo.plays.challenge;
    expect(challenge?.level.goal).toMatch(/90°/);
    expect(demo.plays.kind).toBe('challenge');
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['player']);
    expect(demo.clock.time).toBe(0);
    for (let i = 0; i < 30; i++) demo.clock.advance(DT);
    expect(challenge?.check.status).toBe('running');
    expect(challenge?.check.progress).toMatch(/overshoot/);
    expect(challenge?.result).toBeNull();
    playToEnd(demo, 5);
    expect(challenge?.result?.passed).toBe(true);
    expect(challenge?.result?.score).toBeGreaterThan(1);
    expect(challenge?.result?.score).toBeLessThanOrEqual(1.3 * 2 * Math.sqrt(Math.PI / 2 / Math.PI));
    demo.apply({ kind: 'leave', play: 'challenge' });
    expect(demo.plays.challenge).toBeNull();
    expect(demo.plays.kind).toBe('playground');
    expect(demo.clock.time).toBeCloseTo(timeBefore, 9);
    expect(
      demo.view.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x, y: r.entity.position.y, angle: r.entity.angle })),
    ).toEqual(before);
  });

  it('a run the player changes midway does not count', () => {
    const demo = new Demo();
    demo.apply({
      kind: 'play',
      play: 'challenge',
      args: { levelName: 'hold-against-torque', controller: { settings: settingsOf('pid') } },
    });
    for (let i = 0; i < 10; i++) demo.clock.advance(DT);
    expect(demo.plays.challenge?.spoiled).toBeNull();
    demo.apply({ kind: 'toggleTurnRate' });
    demo.clock.advance(DT);
    expect(demo.plays.challenge?.spoiled).toMatch(/turn rate/);
  });

  it('refuses an unknown level by name, changing nothing', () => {
    const demo = new Demo();
    const result = demo.apply({
      kind: 'play',
      play: 'challenge',
      args: { levelName: 'no-such-level', controller: { settings: settingsOf('pid') } },
    });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.message).toMatch(/quarter-turn-low-rate/);
    expect(demo.plays.kind).toBe('playground');
  });

  it('starting another level from a level still returns to the scene before both', () => {
    const demo = new Demo();
    demo.apply({ kind: 'play', play: 'hunt' });
    demo.apply({ kind: 'play', play: 'challenge', args: { levelName: 'figure-eight', controller: { settings: settingsOf('spd') } } });
    demo.apply({ kind: 'play', play: 'challenge', args: { levelName: 'noisy-sensor', controller: { settings: settingsOf('spd') } } });
    expect(demo.plays.challenge?.level).toBe(findChallengeLevel('noisy-sensor'));
    demo.apply({ kind: 'leave', play: 'challenge' });
    expect(demo.plays.isPlaying('hunt')).toBe(true);
  });
});
