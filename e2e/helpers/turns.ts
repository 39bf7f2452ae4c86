/** Measuring one turn of an entity after a real drag of its target. */
import type { Page } from '@playwright/test';
import { pointAround } from './canvasPoints';
import { distance } from './geometry';
import { mouseDrag } from './pointer';
import { entityById, occupiedScreenPoints, snapshot, summarize, targetOf, type Snapshot } from './snapshot';
import { setPausedWithSpace, stepUntil, waitForStillCamera } from './waits';

/** What happened during one measured turn. */
export interface TurnMeasurement {
  /** Snapshot while paused, just after the drag was released (sim time frozen at the turn's start). */
  released: Snapshot;
  /** Heading error right after the drag (sim paused), deg. */
  initialErrorDeg: number;
  /** First snapshot after unpausing in which the heading error was below `doneDeg`. */
  done: Snapshot;
  /** Sim time from unpausing to `done` (first time within `doneDeg`), s. */
  turnTime: number;
  /** First snapshot from which the error stayed below `doneDeg` for `holdSeconds`. */
  settled: Snapshot;
  /** Sim time from unpausing to the start of that calm period, s. */
  settleTime: number;
  /** Largest error on the far side of the target (sign opposite to the initial error), deg. */
  overshootDeg: number;
  /** Number of samples with an error strictly between `doneDeg`·2 and `initialErrorDeg`−10 (a gradual turn). */
  intermediateSamples: number;
  /** Every polled (sim time, signed heading error deg) pair from unpausing on. */
  samples: [number, number][];
}

/**
 * Measures a turn: pauses (Space), waits for the camera to rest (waitForStillCamera), drags `entityId`'s target with the real mouse from
 * its snapshot
 * screen point to a free canvas point `angleDeg` around the entity, checks the heading error jumped
 * above `peakDeg`, resumes (Space), and follows the heading error in sim time until it has stayed
 * below `doneDeg` for `holdSeconds`. Pausing makes the drag take no sim time: on this machine a
 * mouse drag takes about a second of wall time, during which a running missile would already turn.
 */
export async function dragTargetAndMeasureTurn(
  page: Page,
  entityId: string,
  options: { angleDeg?: number; peakDeg?: number; doneDeg?: number; holdSeconds?: number; simSeconds?: number } = {},
): Promise<TurnMeasurement> {
  const { angleDeg = 90, peakDeg = 45, doneDeg = 5, holdSeconds = 0.5, simSeconds = 8 } = options;
  await setPausedWithSpace(page, true);
  await waitForStillCamera(page);
  const before = await snapshot(page);
  const entity = entityById(before, entityId);
  const target = targetOf(before, entityId);
  const destination = await pointAround(page, entity.screen, target.screen, angleDeg, {
    avoid: occupiedScreenPoints(before).filter((p) => p !== target.screen),
  });
  await mouseDrag(page, [target.screen, destination], { stepsPerLeg: 10 });

  const released = await snapshot(page);
  if (!released.paused || released.time !== before.time)
    throw new Error(`the sim ran during the drag: ${summarize(before)} → ${summarize(released)}`);
  const droppedAt = targetOf(released, entityId).screen;
  if (distance(droppedAt, destination) > 8) {
    throw new Error(
      `the target of ${entityId} did not follow the drag: dropped at (${destination.map((v) => v.toFixed(0)).join(', ')}), ` +
        `target at (${droppedAt.map((v) => v.toFixed(0)).join(', ')})`,
    );
  }
  const signedInitial = entityById(released, entityId).headingErrorDeg;
  const initialErrorDeg = Math.abs(signedInitial);
  if (!(initialErrorDeg > peakDeg))
    throw new Error(
      `after moving the target ${angleDeg}° round, ${entityId}'s heading error is ${initialErrorDeg.toFixed(1)}°, not above ${peakDeg}°`,
    );

  await setPausedWithSpace(page, false);
  const samples: [number, number][] = [];
  let done: Snapshot | null = null;
  let calmSince: Snapshot | null = null;
  let overshootDeg = 0;
  let intermediateSamples = 0;
  await stepUntil(
    page,
    (s) => {
      const signed = entityById(s, entityId).headingErrorDeg;
      const error = Math.abs(signed);
      samples.push([s.time, signed]);
      if (Math.sign(signed) === -Math.sign(signedInitial)) overshootDeg = Math.max(overshootDeg, error);
      if (!done && error > doneDeg * 2 && error < initialErrorDeg - 10) intermediateSamples++;
      if (error >= doneDeg) {
        calmSince = null;
        return false;
      }
      done ??= s;
      calmSince ??= s;
      return s.time - calmSince.time >= holdSeconds;
    },
    simSeconds,
    {
      description:
        `${entityId}: heading error falls from ` + `${initialErrorDeg.toFixed(1)}° below ${doneDeg}° and stays there ` + `${holdSeconds} s`,
    },
  );
  const first = done as Snapshot | null;
  const calm = calmSince as Snapshot | null;
  if (!first || !calm) throw new Error('unreachable: settled without a calm period');
  return {
    released,
    initialErrorDeg,
    done: first,
    turnTime: first.time - released.time,
    settled: calm,
    settleTime: calm.time - released.time,
    overshootDeg,
    intermediateSamples,
    samples,
  };
}
