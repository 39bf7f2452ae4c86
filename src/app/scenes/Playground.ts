import type { Vec2Like } from '../../sim/math/vec2';
import { OPENING_SCENE } from '../defaultScene';
import type { EntityState } from '../model/EntityState';
import { addPlayerEntity } from '../model/playerEntities';
import { SceneModel } from '../model/SceneModel';
import type { DemoScene, SceneContext } from './DemoScene';
import { respondToHit } from './hitResponse';

/**
 * The opening demo hops a target on when its entity comes this close, m: before the missile's stop
 * radius (4 m), so that neither entity stops and the missile must swing round at full speed.
 */
const ROUTE_HOP_DISTANCE = 6;

/** Where an opening entity's target hops next. */
interface Route {
  readonly spots: readonly Vec2Like[];
  index: number;
}

/**
 * The playground: Track, Seek and Path with the player's entities, targets, paths and obstacles.
 * It opens with the opening choreography (src/app/defaultScene.ts): in Seek mode each opening
 * entity's target hops to the next spot of its route as the entity comes near, until the player
 * moves a target, starts the Hunt or sets a target moving. A hit respawns the missile or moves the
 * character's target, so the opening runs unattended.
 */
export class Playground implements DemoScene {
  readonly kind = 'playground';
  readonly model: SceneModel;
  readonly previous = null;
  /** Whether the opening's targets hop (see the class comment). */
  choreography = true;
  private readonly routes = new Map<EntityState, Route>();

  constructor(private readonly context: SceneContext) {
    this.model = new SceneModel(context.session, context.dt, context.warn);
  }

  setUp(): void {
    const model = this.model;
    OPENING_SCENE.forEach((entry, colorIndex) => {
      const record = addPlayerEntity(model, this.context.defaults, entry, colorIndex);
      record.path = entry.demoPath.map((p) => ({ x: p.x, y: p.y }));
      this.routes.set(record, { spots: entry.route, index: 0 });
      model.applyMode(record);
    });
    model.selectedId = model.records[0]?.entity.id ?? null;
  }

  afterStep(): void {
    if (!this.choreography || this.model.mode !== 'seek') return;
    for (const [record, route] of this.routes) this.hopIfNear(record, route);
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  onEntityAdded(): void {}

  onPlayerMovedTarget(): void {
    this.choreography = false;
  }

  tearDown(): null {
    return null;
  }

  /** Hops the target to the next spot of the route when the entity comes near. */
  private hopIfNear(record: EntityState, route: Route): void {
    if (!this.model.records.includes(record)) return;
    const { position } = record.entity;
    const target = record.target.position;
    if (Math.hypot(target.x - position.x, target.y - position.y) >= ROUTE_HOP_DISTANCE) return;
    route.index = (route.index + 1) % route.spots.length;
    this.model.placeTarget(record.target, route.spots[route.index] as Vec2Like, true);
  }
}
