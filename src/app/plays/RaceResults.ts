import type { EntityState } from '../model/EntityState';
import type { DemoMode } from '../model/SceneModel';

/** A race ends for everyone this long after its start at the latest, s. */
export const RACE_TIME_LIMIT = 60;

/** A turning racer (Track) has finished once its heading error stays below this, rad (2°)… */
const SETTLED_ERROR = (2 * Math.PI) / 180;
/** …and its angular velocity below this, rad/s. */
const SETTLED_RATE = 0.05;

/**
 * The play a table belongs to: a race (timed laps, kept once over) or the Hunt played over a race
 * (each racer hunting a target of its own: first hit and hits since the Hunt began, never over).
 */
export type RaceTablePlay = 'race' | 'hunt';

/** The race's results: one row per racer, and whether the lap is over for everyone. */
export type RaceResultsView = ReturnType<RaceResults['view']>;

/** One racer's line in the results table. Times in s from the start, angles in degrees. */
export type RaceResultRow = RaceResultsView['rows'][number];

/** Keeps one racer's lap. */
class RacerLap {
  readonly waypointTimes: number[] = [];
  finishTime: number | null = null;

  constructor(
    readonly record: EntityState,
    /** When it starts, s from the race's start. */
    readonly startTime: number,
  ) {}
}

/**
 * The results table of a race, kept step by step: time to each waypoint, the finish, the largest
 * overshoot and the hits of every racer, each timed from its own start. A lap is the course's
 * waypoints once (Path), a first hit (Seek), or settling on the target (Track); the table is
 * complete when every racer has finished or {@link RACE_TIME_LIMIT} has passed, and from then on
 * frozen: the race is a record, so dragging the target afterwards changes nothing in it.
 */
export class RaceResults {
  private readonly laps: RacerLap[];
  private done = false;
  /** The rows at the race's end, kept: overshoots and hits after it (the player drags on) are not the race's. */
  private final: readonly ReturnType<RaceResults['rows']>[number][] | null = null;

  /**
   * @param records the racers: the play's own list, read again each step (a racer the player removes leaves the race and its table).
   * @param startTimes when each racer starts, s from the race's start. [default: all at 0]
   * @param play the play the table belongs to: a Hunt's table is never over (the Hunt runs unattended). [default: "race"]
   */
  constructor(
    private readonly records: readonly EntityState[],
    private readonly lap: DemoMode,
    private readonly lapLength: number,
    startTimes: readonly number[] = [],
    private readonly play: RaceTablePlay = 'race',
  ) {
    this.laps = records.map((record, i) => new RacerLap(record, startTimes[i] ?? 0));
  }

  /** Records the step that ended at `time` (s from the start). */
  update(time: number): void {
    if (this.done) return;
    let allFinished = true;
    for (const lap of this.present()) {
      if (lap.finishTime === null) this.updateLap(lap, time);
      if (lap.finishTime === null) allFinished = false;
    }
    // The Hunt runs unattended: its table goes on as long as it does.
    if (this.play === 'hunt') return;
    let lastStart = 0;
    for (const lap of this.present()) lastStart = Math.max(lastStart, lap.startTime);
    this.done = allFinished || time >= lastStart + RACE_TIME_LIMIT;
    if (this.done) this.final = this.rows();
  }

  /** The table as it stands; once the race is over, as it stood at its end (a record: what happens after changes nothing in it). */
  view() {
    return {
      /** The play the table belongs to (its figures are that play's, from its start). */
      play: this.play,
      /** What a lap is: "path" (every waypoint once), "seek" (a first hit) or "track" (settling on the target). */
      lap: this.lap,
      /** Waypoints in a lap (Path mode; 0 otherwise). */
      lapLength: this.lap === 'path' ? this.lapLength : 0,
      complete: this.done,
      rows: this.final ?? this.rows(),
    };
  }

  /** The laps of the racers still on screen: one the player removed is no longer timed, nor shown. */
  private present(): RacerLap[] {
    return this.laps.filter((lap) => this.records.includes(lap.record));
  }

  private rows() {
    return this.present().map((lap) => ({
      id: lap.record.entity.id,
      label: lap.record.label ?? lap.record.entity.id,
      colorIndex: lap.record.colorIndex,
      /** When it started, s from the race's start (racers on a course start one after another). */
      startTime: lap.startTime,
      /** When it reached each waypoint of the lap, s from its own start (Path mode). */
      waypointTimes: [...lap.waypointTimes] as readonly number[],
      /**
       * When it finished its lap (Path: the last waypoint; Seek: its first hit; Track: settled on the target), s from its own start, or
       * null.
       */
      finishTime: lap.finishTime,
      /** The largest overshoot of its heading measured in its turns during the race, degrees. */
      maxOvershootDeg: lap.record.turns.maxOvershootDeg,
      /** Hits on the race's target. */
      hits: lap.record.hits,
    }));
  }

  private updateLap(lap: RacerLap, raceTime: number): void {
    if (raceTime + 1e-9 < lap.startTime) return;
    const time = raceTime - lap.startTime;
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
        if (Math.abs(entity.measureHeadingError()) < SETTLED_ERROR && Math.abs(entity.angularVelocity) < SETTLED_RATE)
          lap.finishTime = time;
        return;
    }
  }
}
