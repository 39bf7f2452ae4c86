import type { Demo } from '../app/Demo';
import { setText } from './dom';
import { describeEntities, MAX_DESCRIBED_ENTITIES, type EntityReading } from './turnRateSummary';

/** Seconds between two updates of the live text: often enough to follow, rare enough to listen to. */
const EVERY_SECONDS = 4;

/**
 * A short text summary of the play area for screen readers (#live-summary, a polite live region
 * the canvas is described by): "missile-1, turns fast: 12° off its target, turning left; …", each
 * body named as its label on the canvas names it, refreshed every few seconds and at once when the
 * scene changes (another play, a body added or removed: a reading of the scene before, or of its
 * first moment, is never kept), and only written when it changed.
 */
export class LiveSummary {
  private sinceUpdate = Infinity;
  private readonly readings: EntityReading[] = [];
  /** The scene last read (demo.plays.sceneSerial) and how many records it had. */
  private readPlay = Number.NaN;
  private readCount = -1;

  constructor(private readonly element: HTMLElement) {}

  /** Called every frame with the real frame time (s). */
  update(demo: Demo, frameSeconds: number): void {
    this.sinceUpdate += frameSeconds;
    const records = demo.view.records;
    // Another scene (not the same one rebuilt from its history's checkpoint), or a body added or removed.
    const play = demo.plays.sceneSerial;
    const sceneChanged = play !== this.readPlay || records.length !== this.readCount;
    if (!sceneChanged && this.sinceUpdate < EVERY_SECONDS) return;
    this.sinceUpdate = 0;
    this.readPlay = play;
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
