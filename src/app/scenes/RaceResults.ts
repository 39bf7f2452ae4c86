import type { EntityState } from '../model/EntityState';
import type { DemoMode } from '../model/SceneModel';

/** A race ends for everyone this long after its start at the latest, s. */
export const RACE_TIME_LIMIT = 60;

/** A turning racer (Track) has finished once its heading error stays below this, rad (2°)… */
const SETTLED_ERROR = (2 * Math.PI) / 180;
/** …and its angular velocity below this, rad/s. */
const SETTLED_RATE = 0.05;

/** One racer's line in the results table. Times in s from the start, angles in degrees. */
export interface RaceResultRow {
  readonly id: string;
  readonly label: string;
  readonly colorIndex: number;
  /** When it reached each waypoint of the lap, s (Path mode). */
  readonly waypointTimes: readonly number[];
  /** When it finished its lap (Path: the last waypoint; Seek: its first hit; Track: settled on the target), or null. */
  readonly finishTime: number | null;
  /** The largest overshoot of its heading measured in its turns during the race, degrees. */
  readonly maxOvershootDeg: number;
  /** Hits on the race's target. */
  readonly hits: number;
}

/** The race's results: one row per racer, and whether the lap is over for everyone. */
export interface RaceResultsView {
  /** What a lap is: "path" (every waypoint once), "seek" (a first hit) or "track" (settling on the target). */
  readonly lap: DemoMode;
  readonly complete: boolean;
  readonly rows: readonly RaceResultRow[];
}

/** Keeps one racer's lap. */
class RacerLap {
  readonly waypointTimes: number[] = [];
  finishTime: number | null = null;

  constructor(readonly record: EntityState) {}
}

/**
 * The results table of a race, kept step by step: time to each waypoint, the finish, the largest
 * overshoot and the hits of every racer. A lap is the course's waypoints once (Path), a first hit
 * (Seek), or settling on the target (Track); the table is complete when every racer has finished or
 * {@link RACE_TIME_LIMIT} has passed.
 */
export class RaceResults {
  private readonly laps: RacerLap[];
  private done = false;

  constructor(
    records: readonly EntityState[],
    private readonly lap: DemoMode,
    private readonly lapLength: number,
  ) {
    this.laps = records.map((record) => new RacerLap(record));
  }

  /** Records the step that ended at `time` (s from the start). */
  update(time: number): void {
    if (this.done) return;
    let allFinished = true;
    for (const lap of this.laps) {
      if (lap.finishTime === null) this.updateLap(lap, time);
      if (lap.finishTime === null) allFinished = false;
    }
    this.done = allFinished || time >= RACE_TIME_LIMIT;
  }

  /** The table as it stands. */
  view(): RaceResultsView {
    return {
      lap: this.lap,
      complete: this.done,
      rows: this.laps.map((lap) => ({
        id: lap.record.entity.id,
        label: lap.record.label ?? lap.record.entity.id,
        colorIndex: lap.record.colorIndex,
        waypointTimes: [...lap.waypointTimes],
        finishTime: lap.finishTime,
        maxOvershootDeg: lap.record.turns.maxOvershootDeg,
        hits: lap.record.hits,
      })),
    };
  }

  private updateLap(lap: RacerLap, time: number): void {
    const entity = lap.record.entity;
    switch (this.lap) {
      case 'path':
        while (lap.waypointTimes.length < Math.min(entity.waypointsReached, this.lapLength)) lap.waypointTimes.push(time);
        if (lap.waypointTimes.length >= this.lapLength) lap.finishTime = time;
        return;
      case 'seek':
        if (lap.record.hits > 0) lap.finishTime = time;
        return;
      case 'track':
        if (Math.abs(entity.measureHeadingError()) < SETTLED_ERROR && Math.abs(entity.angularVelocity) < SETTLED_RATE) lap.finishTime = time;
        return;
    }
  }
}
