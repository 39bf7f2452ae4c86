import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { openingFor } from '../setup/defaultScene';
import { applyDisturbance } from '../fields/disturbanceFields';
import { EntityState } from '../model/EntityState';
import { SceneModel } from '../model/SceneModel';
import {
  courseStart,
  fanStarts,
  RACE_COLLISION_GROUP,
  raceChaseStartFor,
  raceCourseFor,
  racerColorIndex,
  racerId,
  racerLabel,
  raceStagger,
} from '../setup/raceSetup';
import type { Play, PlayContext } from './Play';
import { respondToHit } from './hitResponse';
import { RaceResults, type RaceResultsView } from './RaceResults';

/** One racer: a controller type and the settings it races with. */
export interface Racer {
  readonly type: ControllerType;
  readonly controller: ControllerSettings;
}

/**
 * A race: one copy of the selected entity (type, turn rate, speed, guidance) per chosen
 * controller, colour-coded, passing through each other (a shared negative collision group), in a
 * world of its own, each opening with a 180° turn (where controllers differ most). Racers are told
 * apart at a glance and timed fairly:
 * - in Path mode they follow the path the player drew for the selected entity (or the race course
 *   round the middle of the view) from one spot on its closing leg, starting one after another
 *   (`raceStagger` apart, in the legend's order: all off within 2.5 s), each timed from its own start;
 * - in Seek and Track modes they start at once on an arc round one shared target, all at one
 *   distance from it, each facing away from it (src/app/setup/raceSetup.ts, `fanStarts`), and chase (or
 *   turn toward) the target, which moves as the selected entity's did.
 * Leaving it goes back to the scene it replaced, as that scene was (its time resumes where it stopped).
 */
export class Race implements Play {
  readonly model: SceneModel;
  readonly countsHits = true;
  /** The results table, kept step by step. */
  results: RaceResults | null = null;

  /** The results table as the UI shows it, or null before the race starts. */
  get raceResults(): RaceResultsView | null {
    return this.results?.view() ?? null;
  }
  /** When each racer starts, s from the race's start (in the order of the records). */
  private startTimes: number[] = [];
  /** The racers that have not started yet, with their start: by racer, since the player may remove one (the list then shifts). */
  private readonly waiting = new Map<EntityState, number>();

  constructor(
    private readonly context: PlayContext,
    readonly previous: Play,
    private readonly racers: readonly Racer[],
  ) {
    this.model = new SceneModel(context.session, context.dt);
  }

  setUp(): void {
    const model = this.model;
    const from = this.previous.model;
    const base = from.shownRecord();
    const first = this.racers[0];
    if (!base || !first) return;
    const layout = this.context.session.layout;
    const settings = base.entity.getSettings();
    // The opening's own loops (laid out for either shape of screen) are not the player's: the race course is used instead.
    const demoPath = (['landscape', 'portrait'] as const).some((shape) =>
      openingFor(shape).entities.some((entry) => samePath(entry.demoPath, base.path)),
    );
    const drawn = base.path.length >= 2 && !demoPath;
    const path = drawn ? base.path : raceCourseFor(layout);
    model.mode = from.mode;
    const count = this.racers.length;
    const onCourse = model.mode === 'path';
    // Facing away from where they must go: the race opens with a 180° turn, where controllers differ most.
    const course = courseStart(path, layout);
    const places = onCourse
      ? this.racers.map(() => ({ position: course.position, angle: course.angle + Math.PI }))
      : fanStarts(base.target.position, raceChaseStartFor(layout).position, count);
    const stagger = raceStagger(count);
    this.startTimes = this.racers.map((_, i) => (onCourse ? i * stagger : 0));
    const target = model.createTarget(
      'target-race',
      racerId(first.type),
      base.target.position,
      base.target.motionSettings,
      base.target.direction,
    );
    this.racers.forEach((racer, i) => {
      const id = racerId(racer.type);
      const { position, angle } = places[i] as { position: Vec2Like; angle: number };
      const entity = model.world.addEntity({
        id,
        type: base.entity.type,
        position,
        angle,
        settings: { ...settings, controller: racer.controller, chaseArrival: model.arrivalOfNewEntities },
        collisionGroup: RACE_COLLISION_GROUP,
      });
      model.records.push(
        new EntityState({
          entity,
          colorIndex: racerColorIndex(racer.type),
          target,
          hitLog: model.hits,
          path,
          label: racerLabel(racer.type),
        }),
      );
    });
    model.records.forEach((record, i) => this.waiting.set(record, this.startTimes[i] ?? 0));
    this.launch();
    model.selectedId = racerId(first.type);
    this.results = new RaceResults(model.records, model.mode, path.length, this.startTimes);
  }

  afterStep(): void {
    this.launch();
    this.results?.update(this.model.time);
  }

  /** Gives the racers whose start has come the race's command; the others wait at rest. */
  private launch(): void {
    const model = this.model;
    for (const [record, start] of this.waiting) {
      if (model.time + 1e-9 < start) continue;
      this.waiting.delete(record);
      if (model.records.includes(record)) model.applyMode(record);
    }
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  tearDown(): Play {
    // The disturbance may have changed during the race: the scene we go back to gets it too.
    applyDisturbance(this.previous.model.world, this.context.session.disturbance);
    return this.previous;
  }
}

/** True when two paths have the same points. */
function samePath(a: readonly Readonly<Vec2Like>[], b: readonly Readonly<Vec2Like>[]): boolean {
  return a.length === b.length && a.every((p, i) => p.x === b[i]?.x && p.y === b[i]?.y);
}
