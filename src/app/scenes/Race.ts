import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { OPENING_SCENE } from '../defaultScene';
import { applyDisturbance } from '../disturbanceFields';
import { EntityState } from '../model/EntityState';
import { SceneModel } from '../model/SceneModel';
import { courseStart, RACE_CHASE_START, RACE_COLLISION_GROUP, RACE_COURSE, racerColorIndex, racerId, racerLabel } from '../raceSetup';
import type { DemoScene, SceneContext } from './DemoScene';
import { respondToHit } from './hitResponse';
import { RaceResults } from './RaceResults';

/** One racer: a controller type and the settings it races with. */
export interface Racer {
  readonly type: ControllerType;
  readonly controller: ControllerSettings;
}

/**
 * A race: one copy of the selected entity (type, turn rate, speed, guidance) per chosen
 * controller, all at rest on one start spot, colour-coded, passing through each other (a shared
 * negative collision group), in a world of its own. In Path mode they follow the path the player
 * drew for the selected entity (or the race course round the middle of the view), from its closing
 * leg; in Seek and Track modes they start left of the middle and chase (or turn toward) one shared
 * target, which moves as the selected entity's did. Leaving it goes back to the scene it replaced,
 * as that scene was (its time resumes where it stopped).
 */
export class Race implements DemoScene {
  readonly kind = 'race';
  readonly model: SceneModel;
  readonly countsHits = true;
  /** The results table, kept step by step. */
  results: RaceResults | null = null;

  constructor(
    private readonly context: SceneContext,
    readonly previous: DemoScene,
    private readonly racers: readonly Racer[],
  ) {
    this.model = new SceneModel(context.session, context.dt, context.warn);
  }

  setUp(): void {
    const model = this.model;
    const from = this.previous.model;
    const base = from.shownRecord();
    const first = this.racers[0];
    if (!base || !first) return;
    const settings = base.entity.getSettings();
    const drawn = base.path.length >= 2 && !OPENING_SCENE.entities.some((entry) => samePath(entry.demoPath, base.path));
    const path = drawn ? base.path : RACE_COURSE;
    model.mode = from.mode;
    const { position: start, angle: toward } = model.mode === 'path' ? courseStart(path) : { position: { ...RACE_CHASE_START.position }, angle: RACE_CHASE_START.angle };
    // Facing away from where they must go: the race opens with a 180° turn, where controllers differ most.
    const angle = toward + Math.PI;
    const target = model.createTarget('target-race', racerId(first.type), base.target.position, base.target.motionSettings, base.target.direction);
    for (const racer of this.racers) {
      const id = racerId(racer.type);
      const entity = model.world.addEntity({ id, type: base.entity.type, position: start, angle, settings: { ...settings, controller: racer.controller }, collisionGroup: RACE_COLLISION_GROUP });
      model.records.push(new EntityState({ entity, colorIndex: racerColorIndex(racer.type), target, hitLog: model.hits, path, label: racerLabel(racer.type) }));
    }
    for (const record of model.records) model.applyMode(record);
    model.selectedId = racerId(first.type);
    this.results = new RaceResults(model.records, model.mode, path.length);
  }

  afterStep(): void {
    this.results?.update(this.model.time);
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  onEntityAdded(): void {}

  onPlayerMovedTarget(): void {}

  tearDown(): DemoScene {
    // The disturbance may have changed during the race: the scene we go back to gets it too.
    applyDisturbance(this.previous.model.world, this.context.session.disturbance);
    return this.previous;
  }
}

/** True when two paths have the same points. */
function samePath(a: readonly Readonly<Vec2Like>[], b: readonly Readonly<Vec2Like>[]): boolean {
  return a.length === b.length && a.every((p, i) => p.x === b[i]?.x && p.y === b[i]?.y);
}
