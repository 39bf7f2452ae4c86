import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';
import { degToRad } from '../../../src/sim/math/angle';
import { Guidance, NAVIGATION_HEADING_LEASH } from '../../../src/sim/steering/Guidance';

function report(file: string) {
  const parsed = parseScenario(readFileSync(join(__dirname, '../../../scenarios', file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return runScenario(parsed.scenario);
}
const firstHit = (r: ReturnType<typeof report>, id: string) =>
  r.entities.find((e) => e.id === id)?.hits.first[0]?.time ?? Number.POSITIVE_INFINITY;

describe('guidance', () => {
  it('against a crossing target, proportional navigation and lead pursuit hit sooner than pure pursuit', () => {
    const r = report('guidance-crossing.json');
    const pursuit = firstHit(r, 'pursuit');
    expect(pursuit).toBeLessThan(20);
    expect(firstHit(r, 'pn')).toBeLessThan(0.8 * pursuit);
    expect(firstHit(r, 'lead')).toBeLessThan(0.8 * pursuit);
  });

  it.each([Math.PI, Math.PI / 2, 4 * Math.PI])('proportional navigation beats pursuit on the crossing target at %f rad/s²', (limit) => {
    const parsed = parseScenario(readFileSync(join(__dirname, '../../../scenarios/guidance-crossing.json'), 'utf8'));
    if (!parsed.ok) throw new Error('bad scenario');
    for (const entity of parsed.scenario.entities) entity.maxAngularAcceleration = limit;
    const r = runScenario(parsed.scenario);
    expect(firstHit(r, 'pn')).toBeLessThan(firstHit(r, 'pursuit'));
  });

  it('against a circling target at a low turn rate, pure pursuit keeps missing and proportional navigation hits', () => {
    const r = report('guidance-circling-low-turn-rate.json');
    expect(firstHit(r, 'pursuit')).toBe(Number.POSITIVE_INFINITY);
    expect(firstHit(r, 'pn')).toBeLessThan(15);
  });

  it(
    'feeds forward only what the missile’s own turn does not cause: pursuit the target’s part of the line of sight’s rate, PN its ' +
      'whole command',
    () => {
      const dt = 1 / 60;
      // Target 30 m ahead crossing at 6 m/s; the missile flies at 10 m/s toward it.
      const pursuit = new Guidance({ law: 'pursuit', navigationConstant: 4 });
      pursuit.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, dt);
      expect(pursuit.rate).toBeCloseTo(Math.atan2(6 * dt, 30) / dt, 12);
      // A fixed target straight ahead, the missile flying across: its line of sight turns, by the missile's own doing only.
      pursuit.desiredHeading({ x: 0, y: 0 }, { x: 0, y: 10 }, 10, { x: 30, y: 0 }, { x: 0, y: 0 }, dt);
      expect(pursuit.rate).toBe(0);
    },
  );

  it('lead pursuit aims at the intercept point of straight flights', () => {
    const guidance = new Guidance({ law: 'lead', navigationConstant: 4 });
    // Target 30 m ahead on x, crossing upward at 6 m/s; missile speed 10 m/s: intercept after
    // t with (30)² + (6t)² = (10t)² → t = 3.75 s, at (30, 22.5).
    const heading = guidance.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, 1 / 60);
    expect(guidance.intercept?.y).toBeCloseTo(22.5, 9);
    expect(heading).toBeCloseTo(Math.atan2(22.5, 30), 9);
  });

  it(
    'proportional navigation starts on the collision course of a target whose course it knows, where the line of sight stands ' +
      'still, and turns at N times its rate',
    () => {
      const dt = 1 / 60;
      // Target 30 m ahead crossing upward at 6 m/s, missile at 10 m/s: straight flights meet after
      // 3.75 s at (30, 22.5) (as for lead pursuit), on the heading atan2(22.5, 30).
      const course = { positionIn: (t: number, out: { x: number; y: number }) => Object.assign(out, { x: 30, y: 6 * t }) };
      const guidance = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      const first = guidance.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, dt, course);
      expect(first).toBeCloseTo(Math.atan2(22.5, 30), 4);
      // Without the course it starts on the line of sight, as it did (and moves on by one step of N·λ̇).
      const blind = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      const blindStart = blind.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, dt);
      expect(blindStart).toBeCloseTo(((4 * Math.atan2(6 * dt, 30 - 10 * dt)) / dt) * dt, 12);
      // Flying the collision course (velocity (8, 6)), the relative velocity (−8, 0) lies along the
      // line of sight: it stands still, and PN holds the heading.
      const onCourse = guidance.desiredHeading({ x: 0, y: 0 }, { x: 8, y: 6 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, dt, course);
      expect(onCourse).toBeCloseTo(first, 12);
      expect(guidance.rate).toBeCloseTo(0, 3);
      // The target speeds up to 8 m/s (its course no longer known): λ̇ = (r × v)/|r|² = 30·2/900 ≈
      // 0.067 rad/s, taken over the step (the angle from r to r + v·dt = (30 − 8·dt, 2·dt), divided
      // by dt); PN turns at 4·λ̇.
      const second = guidance.desiredHeading({ x: 0, y: 0 }, { x: 8, y: 6 }, 10, { x: 30, y: 0 }, { x: 0, y: 8 }, dt);
      const sightRate = Math.atan2(2 * dt, 30 - 8 * dt) / dt;
      expect(sightRate).toBeCloseTo((30 * 2) / 900, 3);
      expect(second - onCourse).toBeCloseTo(4 * sightRate * dt, 12);
      // Its rate, the controller's feed-forward, is the commanded turn rate N·λ̇.
      expect(guidance.rate).toBeCloseTo(4 * sightRate, 12);
    },
  );

  it(
    'proportional navigation never leads the missile by more than its leash: a command the missile cannot follow is not ' +
      'integrated further',
    () => {
      const guidance = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      const dt = 1 / 60;
      // A still target straight ahead: the collision course is the heading.
      expect(guidance.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 0 }, dt)).toBeCloseTo(0, 12);
      // It starts crossing at 6 m/s while the missile keeps flying along x: a missile that does not turn.
      let heading = 0;
      for (let i = 0; i < 600; i++)
        heading = guidance.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: 30, y: 0 }, { x: 0, y: 6 }, dt);
      const sightRate = Math.atan2(6 / 60, 30 - 10 / 60) * 60;
      expect(heading).toBeGreaterThan(NAVIGATION_HEADING_LEASH);
      // At most one step's increment past the leash, and the commanded rate is still fed forward.
      expect(heading).toBeLessThanOrEqual(NAVIGATION_HEADING_LEASH + 4 * sightRate * dt + 1e-12);
      expect(guidance.rate).toBeCloseTo(4 * sightRate, 12);
    },
  );

  it(
    'proportional navigation on a known course adds the target’s departure from a straight line: augmented PN’s N/2·a_T⊥ for a ' +
      'steady acceleration',
    () => {
      const dt = 1 / 60;
      // The target 40 m ahead, flying across at 4 m/s and accelerating further across at a = 0.5 m/s²:
      // its course is p(t) = (40, 4t + t²/4). The missile flies at 10 m/s along x.
      const accel = 0.5;
      const course = {
        positionIn: (t: number, out: { x: number; y: number }) => Object.assign(out, { x: 40, y: 4 * t + 0.5 * accel * t * t }),
      };
      const plain = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      const augmented = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      // The missile flies 25° off x, within the engage cone of both collision courses (about 22° and 27°): both navigate at once.
      const flight = { x: 10 * Math.cos(degToRad(25)), y: 10 * Math.sin(degToRad(25)) };
      const args = [{ x: 0, y: 0 }, flight, 10, { x: 40, y: 0 }, { x: 0, y: 4 }, dt] as const;
      // Plain PN given the target's straight course (no departure from it: its command is N·λ̇ alone).
      const straight = { positionIn: (t: number, out: { x: number; y: number }) => Object.assign(out, { x: 40, y: 4 * t }) };
      const plainStart = plain.desiredHeading(...args, straight);
      const augmentedStart = augmented.desiredHeading(...args, course);
      // Both start on a collision course; the augmented one on the course that meets the curving target.
      const meeting = augmented.intercept;
      if (meeting === null) throw new Error('no intercept');
      const timeToGo = Math.hypot(meeting.x, meeting.y) / 10;
      expect(meeting.y).toBeCloseTo(4 * timeToGo + 0.5 * accel * timeToGo * timeToGo, 2);
      expect(augmentedStart).toBeGreaterThan(plainStart);
      // Its commanded rate exceeds plain PN's by N·d⊥/(|r|·t_go), d = ½·a·t_go² across the line of
      // sight: N·a·t_go/(2·|r|), i.e. N/2·a_T⊥ divided by the closing speed |r|/t_go.
      const extra = augmented.rate - plain.rate;
      expect(extra).toBeCloseTo((4 * accel * timeToGo) / (2 * 40), 3);
    },
  );
});

describe('physics interplay', () => {
  it('a missile that flies into a wall keeps finite state and steers on to hit its target', () => {
    const r = report('missile-wall.json');
    const missile = r.entities.find((e) => e.id === 'missile');
    expect(missile?.finite).toBe(true);
    expect(missile?.hits.count).toBeGreaterThan(0);
    // It could not have flown straight: the wall is in the way, so the hit comes after a detour.
    expect(missile?.hits.first[0]?.time).toBeGreaterThan(4.5);
    expect(r.entities.every((e) => e.finite)).toBe(true);
  });
});
