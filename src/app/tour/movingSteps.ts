import type { EntityRecord } from '../model/EntityState';
import { openScene, shown, spotCycler, TargetMoves, TOUR_TARGET, type TourStep, type TourStepResult } from './TourStep';
import { failSetUp } from './turningSteps';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';

/** Where "Move the target" puts the target in the moving steps: behind the entities, then across. */
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

/** The sentence of the character step, for whoever got there first. */
function arrivalText(characterSeconds: number, missileSeconds: number): string {
  const times = `The character got there in ${shown(characterSeconds)} s, the missile in ${shown(missileSeconds)} s`;
  if (characterSeconds < missileSeconds) return `${times}: the missile had to turn round before it could go.`;
  if (missileSeconds < characterSeconds) return `${times}: the target lay ahead of the missile, so it went straight there, faster than the character can run.`;
  return `${times}: a tie.`;
}

export const characterStep: TourStep = {
  id: 'character',
  title: 'Missile against character',
  text: 'A missile can only fly along its nose: to go somewhere new it must turn first, in a wide arc. A character moves any way it likes, and turns its body toward the target while it slides there.',
  task: 'Drag the target behind them and see who gets there first.',
  actionLabel: 'Move the target',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'character-1'], 'seek', { x: 24, y: 6 });
    for (const id of ['missile-1', 'character-1']) {
      host.editor.select(id);
      host.tuning.setMaxAngularAcceleration(TURN_RATE_PRESETS.high, 'selected');
    }
    const watches = ['missile-1', 'character-1'].map((id) => new ArrivalWatch(host.view.getRecord(id) ?? failSetUp(id)));
    const moves = new TargetMoves(
      host,
      () => watches.forEach((watch) => watch.drop()),
      (time) => watches.forEach((watch) => watch.start(time)),
    );
    let result: TourStepResult | null = null;
    return {
      act: spotCycler(host, CHASE_SPOTS),
      afterStep(time) {
        moves.afterStep(time);
        const target = host.view.targets[0];
        if (!target) return;
        for (const watch of watches) watch.update(time, { x: target.position.x, y: target.position.y });
        const [missile, character] = watches;
        result =
          typeof missile?.seconds === 'number' && typeof character?.seconds === 'number' && moves.count > 0
            ? { text: arrivalText(character.seconds, missile.seconds), values: { characterSeconds: character.seconds, missileSeconds: missile.seconds, startTime: character.startedAt } }
            : null;
      },
      result: () => result,
    };
  },
};

/** How long the hunt of the guidance step runs before it shows its count (which then keeps counting), s. */
const GUIDANCE_SECONDS = 20;

export const guidanceStep: TourStep = {
  id: 'guidance',
  title: 'Hitting a moving target',
  text: 'Pointing straight at a moving target (pursuit, the upper missile) makes a missile chase its tail. Proportional navigation (the lower one) turns N times as fast as the line of sight turns, and meets the target on a collision course.',
  task: 'Watch: each hunts a target crossing at 6 m/s. The count shows after 20 s and keeps counting.',
  actionLabel: 'Move the targets',
  showsScope: false,
  setUp(host) {
    openScene(host, ['missile-1', 'missile-2'], 'seek', { x: 24, y: 6 });
    for (const [id, law] of [['missile-1', 'pursuit'], ['missile-2', 'proportional-navigation']] as const) {
      host.editor.select(id);
      host.tuning.setMaxAngularAcceleration(TURN_RATE_PRESETS.high, 'selected');
      host.tuning.setGuidance({ guidance: law }, 'selected');
    }
    host.plays.play('hunt');
    for (const id of ['missile-1', 'missile-2']) {
      host.editor.select(id);
      host.tuning.setTargetMotion({ type: 'linear', speed: 6 }, 'selected');
    }
    const start = host.clock.time;
    let result: TourStepResult | null = null;
    // Seconds from (re)launch to each hit, per missile.
    const flights: Record<string, number[]> = { 'missile-1': [], 'missile-2': [] };
    let hitsSeen = 0;
    const moveTargets = spotCycler(host, CHASE_SPOTS);
    return {
      act() {
        moveTargets();
        const second = host.view.getRecord('missile-2')?.target;
        const first = host.view.getRecord('missile-1')?.target;
        if (second && first && second.id !== TOUR_TARGET) host.editor.moveTarget(second.id, { x: -first.position.x, y: -first.position.y });
      },
      afterStep(time) {
        if (host.view.hits.total > hitsSeen) {
          hitsSeen = host.view.hits.total;
          const who = host.view.hits.lastEntityId;
          if (who && flights[who] && host.view.hits.lastTimeToHit !== null) flights[who].push(host.view.hits.lastTimeToHit);
        }
        if (time - start < GUIDANCE_SECONDS) return;
        const pursuit = flights['missile-1'] ?? [];
        const navigation = flights['missile-2'] ?? [];
        result = {
          text: `In ${shown(time - start, 0)} s: pursuit ${pursuit.length} hit${pursuit.length === 1 ? '' : 's'} (${shown(mean(pursuit), 1)} s a flight), proportional navigation ${navigation.length} (${shown(mean(navigation), 1)} s a flight).`,
          values: { pursuitHits: pursuit.length, navigationHits: navigation.length, pursuitFlightSeconds: mean(pursuit), navigationFlightSeconds: mean(navigation), seconds: time - start },
        };
      },
      result: () => result,
    };
  },
};

/** The mean of `values` (0 for none). */
function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
