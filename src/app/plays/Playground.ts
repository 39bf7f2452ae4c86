import { compareToTurnRatePreset } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { openingFor, type OpeningScene } from '../setup/defaultScene';
import type { TargetHandle } from '../model/DemoTarget';
import type { EntityState } from '../model/EntityState';
import { addPlayerEntity } from '../model/playerEntities';
import { SceneModel } from '../model/SceneModel';
import type { Scenario } from '../../sim/scenario/schema';
import { fillModel } from '../sceneFile/openScene';
import type { Play, PlayContext } from './Play';

/** The shared target hops on this long after every opening entity has arrived, s. */
const HOP_AFTER_ARRIVAL = 1.5;

/** …or this long after its last hop, whoever has arrived, s. */
const HOP_AT_THE_LATEST = 10;

/** An entity counts as arrived when it rests within this distance of the target, m (a missile stops within 4 m). */
const ARRIVED_WITHIN = 5;

/**
 * The playground: Track, Seek and Path with the player's entities, targets, paths and obstacles.
 * Bodies move only by the physics and targets only where the player or their motion puts them: a
 * seeking entity that reaches its target stops there, as in the original, and starts again when
 * the target moves. Touching the target is no hit here (hits, explosions and respawns are the Hunt's game).
 *
 * It opens with the opening choreography (src/app/setup/defaultScene.ts): a fast and a slow missile and a
 * character chase one target, which hops to the next spot of its route once they have all arrived,
 * until the player moves a target, starts the Hunt or sets a target moving.
 */
export class Playground implements Play {
  readonly model: SceneModel;
  readonly previous = null;
  /** Plain Track, Seek and Path: an entity that reaches its target stops there; no hits, no explosions. */
  readonly countsHits = false;
  /** Whether the opening's target hops by itself (see the class comment). */
  choreography = true;
  /** The opening as laid out for the screen when this playground was made. */
  private readonly opening: OpeningScene;
  /** Where the shared target hops, in turn: the opening's route, or the one a choreography taken up had (laid out for another screen). */
  private route: readonly Readonly<Vec2Like>[];
  private openingRecords: EntityState[] = [];
  private sharedTarget: TargetHandle | null = null;
  private routeIndex = 0;
  private lastHop = 0;
  private allArrivedSince = Number.NaN;

  constructor(
    private readonly context: PlayContext,
    /** A scene file to open instead of the default opening (see fillModel), or null. */
    private readonly scenario: Scenario | null = null,
  ) {
    this.model = scenario
      ? new SceneModel(context.session, context.dt, scenario.arena ?? null)
      : new SceneModel(context.session, context.dt);
    this.model.arrivalOfNewEntities = 'stop';
    this.opening = openingFor(context.session.layout);
    this.route = this.opening.route;
    if (scenario) this.choreography = false;
  }

  setUp(): void {
    const model = this.model;
    if (this.scenario) {
      fillModel(model, this.scenario);
      return;
    }
    const start = this.opening.route[0] as Vec2Like;
    // The opening's own turn rates (fast and slow) unless the player chose another rate for everyone.
    const ownRates = compareToTurnRatePreset(this.context.defaults.maxAngularAcceleration, 'high') === 0;
    this.opening.entities.forEach((entry, colorIndex) => {
      const placement = { ...entry, target: start, maxAngularAcceleration: ownRates ? entry.maxAngularAcceleration : undefined };
      const record = addPlayerEntity(model, this.context.defaults, placement, colorIndex, this.sharedTarget ?? undefined);
      if (!record) return; // an empty world always has room: never happens
      this.sharedTarget ??= record.target;
      record.path = entry.demoPath.map((p) => ({ x: p.x, y: p.y }));
      model.applyMode(record);
      this.openingRecords.push(record);
    });
    model.selectedId = model.records[0]?.entity.id ?? null;
  }

  afterStep(): void {
    const target = this.sharedTarget;
    if (!this.choreography || !target || this.model.mode !== 'seek' || target.held) return;
    const now = this.model.time;
    let allArrived = true;
    for (const record of this.openingRecords) {
      if (!this.model.records.includes(record) || record.target !== target) continue;
      const { position, velocity } = record.entity;
      const near = Math.hypot(target.position.x - position.x, target.position.y - position.y) < ARRIVED_WITHIN;
      if (!near || Math.hypot(velocity.x, velocity.y) > 0.05) allArrived = false;
    }
    if (!allArrived) this.allArrivedSince = Number.NaN;
    else if (Number.isNaN(this.allArrivedSince)) this.allArrivedSince = now;
    const settled = !Number.isNaN(this.allArrivedSince) && now - this.allArrivedSince >= HOP_AFTER_ARRIVAL;
    if (!settled && now - this.lastHop < HOP_AT_THE_LATEST) return;
    this.routeIndex = (this.routeIndex + 1) % this.route.length;
    this.lastHop = now;
    this.allArrivedSince = Number.NaN;
    this.model.placeTarget(target, this.route[this.routeIndex] as Vec2Like, true);
  }

  /** The opening choreography's progress, by ids, for the history's snapshots; null when it never ran here. */
  saveChoreography() {
    if (!this.sharedTarget) return null;
    return {
      on: this.choreography,
      sharedTarget: this.sharedTarget.id,
      opening: this.openingRecords.map((record) => record.entity.id) as readonly string[],
      route: this.route,
      routeIndex: this.routeIndex,
      lastHop: this.lastHop,
      allArrivedSince: this.allArrivedSince,
    };
  }

  /** Takes up a choreography saved by {@link saveChoreography} in this playground's entities and target (found by id), on its route. */
  adoptChoreography(state: ChoreographyState): void {
    this.choreography = state.on;
    this.route = state.route;
    this.sharedTarget = this.model.findTarget(state.sharedTarget) ?? null;
    this.openingRecords = state.opening.map((id) => this.model.findRecord(id)).filter((record) => record !== undefined);
    this.routeIndex = state.routeIndex;
    this.lastHop = state.lastHop;
    this.allArrivedSince = state.allArrivedSince;
  }

  onPlayerMovedTarget(): void {
    this.choreography = false;
  }

  tearDown(): null {
    return null;
  }
}

/** Where the opening choreography is (Playground.saveChoreography), by ids. */
export type ChoreographyState = NonNullable<ReturnType<Playground['saveChoreography']>>;
