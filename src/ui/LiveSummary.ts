import type { Demo } from '../app/Demo';
import { setText } from './dom';
import { describeEntities, MAX_DESCRIBED_ENTITIES, type EntityReading } from './turnRateSummary';

/** Seconds between two updates of the live text: often enough to follow, rare enough to listen to. */
const EVERY_SECONDS = 4;

/**
 * A short text summary of the play area for screen readers (#live-summary, a polite live region
 * the canvas is described by): "fast missile 12° off its target, turning left; …", refreshed
 * every few seconds, and only written when it changed.
 */
export class LiveSummary {
  private sinceUpdate = Infinity;
  private readonly readings: EntityReading[] = [];

  constructor(private readonly element: HTMLElement) {}

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    this.sinceUpdate += frameSeconds;
    if (this.sinceUpdate < EVERY_SECONDS) return;
    this.sinceUpdate = 0;
    const readings = this.readings;
    readings.length = 0;
    const records = demo.view.records;
    // Beyond the few it names only the count matters: a crowd is not measured.
    for (let i = 0; i < records.length && i < MAX_DESCRIBED_ENTITIES; i++) {
      const entity = (records[i] as (typeof records)[number]).entity;
      readings.push({
        type: entity.type,
        maxAngularAcceleration: entity.maxAngularAcceleration,
        headingError: entity.measureHeadingError(),
        angularVelocity: entity.angularVelocity,
        hasTarget: entity.target !== null,
      });
    }
    setText(this.element, describeEntities(readings, records.length));
  }
}
