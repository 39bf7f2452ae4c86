import type { EntityRecord } from '../model/EntityState';
import {
  DRIFT_WAIT_SECONDS,
  openScene,
  ownMotionWords,
  shown,
  spotCycler,
  TargetMoves,
  TOUR_TARGET,
  waitingFor,
  type TourStep,
  type TourStepResult,
} from './TourStep';
import { failSetUp } from './turningRun';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import { radToDeg, wrapAngle } from '../../sim/math/angle';
import { colorName } from './tourNames';

/**
 * Where "Move the target" puts the target in the moving steps (landscape design, laid out for the play area): behind the entities, then
 * across.
 */
const CHASE_SPOTS = [
  { x: -40, y: -20 },
  { x: 30, y: 20 },
  { x: 30, y: -22 },
  { x: -30, y: 24 },
];

/** An entity counts as arrived once it rests within this much more than its stop radius, m. */
const ARRIVAL_SLACK = 0.5;

/**
 * Times each entity's trip to the target: from when the target came to rest after a move (a
 * drop), until the entity rests there. A new move drops the trip under way: no time is left from
 * an earlier trip.
 */
class ArrivalWatch {
  private startTime = Number.NaN;
  seconds: number | null = null;
  /** When the trip timed in {@link seconds} started, s. */
  startedAt = Number.NaN;

  constructor(readonly record: EntityRecord) {}

  /** The target moves: any trip under way is dropped. */
  drop(): void {
    this.startTime = Number.NaN;
    this.seconds = null;
  }

  /** The target came to rest at `time` (s): a trip starts. */
  start(time: number): void {
    this.startTime = time;
    this.seconds = null;
  }

  update(time: number, target: { x: number; y: number }): void {
    if (Number.isNaN(this.startTime)) return;
    const entity = this.record.entity;
    const near = Math.hypot(target.x - entity.position.x, target.y - entity.position.y) < entity.minSeekDistance + ARRIVAL_SLACK;
    // At rest as the opening counts it (5 cm/s): a character brakes by force, never exactly to zero.
    if (near && Math.hypot(entity.velocity.x, entity.velocity.y) <= 0.05) {
      this.seconds = time - this.startTime;
      this.startedAt = this.startTime;
      this.startTime = Number.NaN;
    }
  }
}

/**
 * How the missile's heading went on its trip: how far off its nose the target lay when the trip
 * started, and how far it then swung past the target's direction (the error followed without
 * wrapping, so a loop through ±180° is no swing), until it came near the target, where the line of
 * sight swings whatever the missile does.
 */
class NoseWatch {
  /** |heading error| at the trip's start, degrees. */
  startDeg = Number.NaN;
  /** The largest swing past the target's direction, degrees. */
  overshootDeg = 0;
  private startSign = 1;
  private unwrapped = 0;
  private last = 0;
  private watching = false;

  constructor(readonly record: EntityRecord) {}

  start(): void {
    const error = this.record.entity.measureHeadingError();
    this.startDeg = radToDeg(Math.abs(error));
    this.startSign = error >= 0 ? 1 : -1;
    this.unwrapped = error;
    this.last = error;
    this.overshootDeg = 0;
    this.watching = true;
  }

  drop(): void {
    this.watching = false;
    this.startDeg = Number.NaN;
  }

  update(target: { x: number; y: number }): void {
    if (!this.watching) return;
    const entity = this.record.entity;
    if (Math.hypot(target.x - entity.position.x, target.y - entity.position.y) < 2 * entity.minSeekDistance) {
      this.watching = false;
      return;
    }
    const error = entity.measureHeadingError();
    this.unwrapped += wrapAngle(error - this.last);
    this.last = error;
    const past = radToDeg(-this.startSign * this.unwrapped);
    if (past > this.overshootDeg) this.overshootDeg = past;
  }
}

/** Off the nose by less than this, degrees, and with no swing past: the missile flew almost straight there. */
const STRAIGHT_DEG = 20;
/** A swing past the target's direction worth a word, degrees. */
const NOTABLE_SWING_DEG = 2;

/**
 * The sentence of the character step, chosen from the measured case: who got there first, where the target lay off the missile's nose,
 * whether it swung past.
 */
export function arrivalText(characterSeconds: number, missileSeconds: number, nose: { startDeg: number; overshootDeg: number }): string {
  const times = `The character got there in ${shown(characterSeconds)} s, the missile in ${shown(missileSeconds)} s`;
  const behind = nose.startDeg >= 90;
  const where =
    `the target lay ${shown(nose.startDeg, 0)}° off the missile's nose when it came to rest ` +
    `(${behind ? 'behind the missile' : 'ahead of it'})`;
  const swung = nose.overshootDeg >= NOTABLE_SWING_DEG;
  const swing = swung ? `, swinging ${shown(nose.overshootDeg, 0)}° past the target's direction` : '';
  if (characterSeconds < missileSeconds) {
    const missile = behind
      ? `The missile had to turn round in a wide arc before it could go${swing}`
      : `The missile still had to turn ${shown(nose.startDeg, 0)}° in flight, along an arc${swing}`;
    return `${times}: ${where}. ${missile}, while the character slid straight there.`;
  }
  if (missileSeconds < characterSeconds) {
    const missile =
      !behind && nose.startDeg < STRAIGHT_DEG && !swung
        ? 'So the missile flew almost straight there and got there first.'
        : `The missile turned in flight${swing} and still got there first.`;
    return `${times}: ${where}. ${missile}`;
  }
  return `${times}: a tie; ${where}.`;
}

/** Step 6: a missile and a character race to a target dropped behind them; the sentence follows who won and why, as measured. */
export const characterStep: TourStep = {
  id: 'character',
  title: 'Missile against character',
  text:
    'A missile can only fly along its nose: to go somewhere new it must turn first, in a wide arc. A character moves any way it ' +
    'likes, and turns its body toward the target while it slides there.',
  task: 'Drag the target behind them and see who gets there first.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'character-1'], 'seek', { x: 24, y: 6 });
    for (const id of ['missile-1', 'character-1']) {
      host.editor.entities.select(id);
      host.apply({ kind: 'setMaxAngularAcceleration', value: TURN_RATE_PRESETS.high, scope: 'selected' });
    }
    const watches = ['missile-1', 'character-1'].map((id) => new ArrivalWatch(host.view.findRecord(id) ?? failSetUp(id)));
    const nose = new NoseWatch((watches[0] as ArrivalWatch).record);
    let stage: 'waiting' | 'moving' | 'racing' | 'done' = 'waiting';
    const moves = new TargetMoves(
      host,
      () => {
        watches.forEach((watch) => watch.drop());
        nose.drop();
        stage = 'moving';
      },
      (time) => {
        watches.forEach((watch) => watch.start(time));
        nose.start();
        stage = 'racing';
      },
    );
    let result: TourStepResult | null = null;
    return {
      act: spotCycler(host, CHASE_SPOTS),
      afterStep(time) {
        moves.afterStep(time);
        const target = host.view.targets[0];
        if (!target) return;
        const at = { x: target.position.x, y: target.position.y };
        nose.update(at);
        for (const watch of watches) watch.update(time, at);
        const [missile, character] = watches;
        const finished = typeof missile?.seconds === 'number' && typeof character?.seconds === 'number' && moves.count > 0;
        if (finished && stage === 'racing') stage = 'done';
        result =
          finished && Number.isFinite(nose.startDeg)
            ? {
                text: arrivalText(character.seconds as number, missile.seconds as number, nose),
                values: {
                  characterSeconds: character.seconds as number,
                  missileSeconds: missile.seconds as number,
                  startTime: character.startedAt,
                  missileStartErrorDeg: nose.startDeg,
                  missileOvershootDeg: nose.overshootDeg,
                },
              }
            : null;
      },
      result: () => result,
      status() {
        if (stage === 'waiting') return waitingFor(characterStep.actionLabel);
        if (stage === 'moving') return ownMotionWords(moves) ?? 'The target is moving: the race starts when it comes to rest.';
        const still = watches.filter((watch) => watch.seconds === null).map((watch) => watch.record.entity.id);
        const racing =
          still.length > 0
            ? `Racing… waiting for ${still.join(' and ')} to come to rest at the target.`
            : 'Done: move the target again for another race.';
        return moves.stoppedDrift
          ? `Your throw kept the target flying, so the tour stopped it ${DRIFT_WAIT_SECONDS} s after you let go. ${racing}`
          : racing;
      },
    };
  },
};

/** How long the hunt of the guidance step runs before it shows its count (which then keeps counting), s. */
const GUIDANCE_SECONDS = 20;

/** "3 hits (6.1 s a flight)": a missile's hits and its mean flight to each. */
function hitCount(flights: readonly number[]): string {
  return `${flights.length} hit${flights.length === 1 ? '' : 's'}${flights.length > 0 ? ` (${shown(mean(flights), 1)} s a flight)` : ''}`;
}

/** The sentence of the guidance step, from the counts measured (the words follow whichever law hit more often). */
export function guidanceText(seconds: number, pursuit: readonly number[], navigation: readonly number[]): string {
  const counts = `In ${shown(seconds, 0)} s: pursuit ${hitCount(pursuit)}, proportional navigation ${hitCount(navigation)}`;
  if (navigation.length > pursuit.length) return `${counts}. Proportional navigation hit more often here.`;
  if (pursuit.length > navigation.length)
    return `${counts}. Pursuit hit more often here: where the targets run and bounce decides it too, so keep watching (the count goes on).`;
  return `${counts}. Level so far: the count goes on.`;
}

/** Step 7: pursuit against proportional navigation on crossing targets; the count decides the words. */
export const guidanceStep: TourStep = {
  id: 'guidance',
  title: 'Hitting a moving target',
  text:
    `Pointing straight at a moving target (pursuit, missile-1, ${colorName(0)}) makes a missile chase its tail. Proportional ` +
    `navigation (missile-2, ${colorName(1)}) turns N times as fast as the line of sight turns, to fly a collision course. Which ` +
    `hits more often also depends on how the targets run: count them.`,
  task: 'Watch: each hunts a target crossing at 6 m/s. The count shows after 20 s and keeps counting.',
  actionLabel: 'Move the targets',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'seek', { x: 24, y: 6 });
    for (const [id, law] of [
      ['missile-1', 'pursuit'],
      ['missile-2', 'proportional-navigation'],
    ] as const) {
      host.editor.entities.select(id);
      host.apply({ kind: 'setMaxAngularAcceleration', value: TURN_RATE_PRESETS.high, scope: 'selected' });
      host.apply({ kind: 'setGuidance', changes: { guidance: law }, scope: 'selected' });
    }
    host.apply({ kind: 'play', play: 'hunt' });
    for (const id of ['missile-1', 'missile-2']) {
      host.editor.entities.select(id);
      host.apply({ kind: 'setTargetMotion', changes: { type: 'linear', speed: 6 }, scope: 'selected' });
    }
    const start = host.clock.time;
    let now = start;
    let result: TourStepResult | null = null;
    // Seconds from (re)launch to each hit, per missile.
    const flights: Record<string, number[]> = { 'missile-1': [], 'missile-2': [] };
    let hitsSeen = 0;
    const moveTargets = spotCycler(host, CHASE_SPOTS);
    return {
      act() {
        moveTargets();
        const second = host.view.findRecord('missile-2')?.target;
        const first = host.view.findRecord('missile-1')?.target;
        if (second && first && second.id !== TOUR_TARGET)
          host.apply({ kind: 'moveTarget', target: second.id, position: { x: -first.position.x, y: -first.position.y } });
      },
      afterStep(time) {
        now = time;
        if (host.view.hits.total > hitsSeen) {
          hitsSeen = host.view.hits.total;
          const who = host.view.hits.lastEntityId;
          if (who && flights[who] && host.view.hits.lastTimeToHit !== null) flights[who].push(host.view.hits.lastTimeToHit);
        }
        if (time - start < GUIDANCE_SECONDS) return;
        const pursuit = flights['missile-1'] ?? [];
        const navigation = flights['missile-2'] ?? [];
        result = {
          text: guidanceText(time - start, pursuit, navigation),
          values: {
            pursuitHits: pursuit.length,
            navigationHits: navigation.length,
            pursuitFlightSeconds: mean(pursuit),
            navigationFlightSeconds: mean(navigation),
            seconds: time - start,
          },
        };
      },
      result: () => result,
      status: () =>
        `Hunting: the count shows at ${GUIDANCE_SECONDS} s (now ${Math.floor(now - start)} s). Nothing to do but watch (or press ` +
        `“Move the targets”).`,
    };
  },
};

/** The mean of `values` (0 for none). */
function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
