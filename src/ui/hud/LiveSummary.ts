import type { Demo } from '../../app/Demo';
import { setText } from '../dom';
import { describeEntities, MAX_DESCRIBED_ENTITIES, type EntityReading } from './describeEntities';
import type { ChangeFeed } from '../../app/changes/ChangeFeed';
import { ChangeMark } from '../ChangeMark';

/** Seconds between two updates of the live text: often enough to follow, rare enough to listen to. */
const EVERY_SECONDS = 4;

/**
 * A short text summary of the play area for screen readers (#live-summary, a polite live region the
 * canvas is described by), refreshed every few seconds while the scene changes and at once when
 * another scene plays or bodies come or go (a reading of the scene before is never kept), written
 * only when it changed. It reads the demo only after a change it was told of.
 */
export class LiveSummary {
  private sinceUpdate = Infinity;
  private readonly readings: EntityReading[] = [];
  /** The simulated time of the last reading, s. */
  private readTime = Number.NaN;
  /** Another scene or play, or bodies added or removed: read at once (not the same scene rebuilt to show a moment of its timeline). */
  private readonly now: ChangeMark;
  /** The bodies moved or were changed: read again once a few seconds have passed. */
  private readonly later: ChangeMark;

  constructor(
    private readonly element: HTMLElement,
    changes: Pick<ChangeFeed, 'on'> | null = null,
  ) {
    this.now = new ChangeMark(changes, ['scene', 'entities']);
    this.later = new ChangeMark(changes, ['steps', 'intents', 'moment']);
  }

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    this.sinceUpdate += frameSeconds;
    if (!this.now.marked) {
      if (!this.later.marked) return;
      // Every few seconds of real time, and of simulated time too (stepped fast, time runs ahead of the frames).
      if (this.sinceUpdate < EVERY_SECONDS && Math.abs(demo.clock.time - this.readTime) < EVERY_SECONDS) return;
    }
    this.now.take();
    this.later.take();
    this.readTime = demo.clock.time;
    this.sinceUpdate = 0;
    const records = demo.view.records;
    const readings = this.readings;
    readings.length = 0;
    // Beyond the few it names only the count matters: a crowd is not measured.
    for (let i = 0; i < records.length && i < MAX_DESCRIBED_ENTITIES; i++) {
      const entity = (records[i] as (typeof records)[number]).entity;
      readings.push({
        name: entity.id,
        maxAngularAcceleration: entity.maxAngularAcceleration,
        headingError: entity.measureHeadingError(),
        angularVelocity: entity.angularVelocity,
        hasTarget: entity.target !== null,
      });
    }
    setText(this.element, describeEntities(readings, records.length));
  }
}
