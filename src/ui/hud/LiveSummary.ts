import type { Demo } from '../../app/Demo';
import { setText } from '../dom';
import { describeEntities, MAX_DESCRIBED_ENTITIES, type EntityReading } from './describeEntities';

/** Seconds between two updates of the live text: often enough to follow, rare enough to listen to. */
const EVERY_SECONDS = 4;

/**
 * A short text summary of the play area for screen readers (#live-summary, a polite live region the
 * canvas is described by), refreshed every few seconds and at once when the scene changes (a reading
 * of the scene before is never kept), written only when it changed.
 */
export class LiveSummary {
  private sinceUpdate = Infinity;
  private readonly readings: EntityReading[] = [];
  /** The scene last read (demo.plays.sceneSerial), how many bodies it had, and its simulated time then, s. */
  private readScene = Number.NaN;
  private readCount = -1;
  private readTime = Number.NaN;

  constructor(private readonly element: HTMLElement) {}

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    this.sinceUpdate += frameSeconds;
    const records = demo.view.records;
    // Another scene or play, not the same scene rebuilt to show a moment of its timeline.
    const scene = demo.plays.sceneSerial;
    const sceneChanged = scene !== this.readScene || records.length !== this.readCount;
    // Every few seconds of real time, and of simulated time too (stepped fast, time runs ahead of the frames).
    const time = demo.clock.time;
    if (!sceneChanged && this.sinceUpdate < EVERY_SECONDS && Math.abs(time - this.readTime) < EVERY_SECONDS) return;
    this.readTime = time;
    this.sinceUpdate = 0;
    this.readScene = scene;
    this.readCount = records.length;
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
