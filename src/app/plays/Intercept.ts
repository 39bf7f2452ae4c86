import type { Vec2Like } from '../../sim/math/vec2';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { applyDisturbance } from '../fields/disturbanceFields';
import { EntityState } from '../model/EntityState';
import { SceneModel } from '../model/SceneModel';
import type { TargetMotionSettings } from '../fields/targetMotionFields';
import type { Play, PlayContext } from './Play';

/** The interceptors pass through each other (planck: a shared negative group never collides); they hit the target only. */
const INTERCEPT_COLLISION_GROUP = -3;

/** The target: crossing the view at 8 m/s, most of the missiles' 10, bouncing off its edges. */
const CROSSING: TargetMotionSettings = { type: 'linear', speed: 8, radius: 8, amplitude: 5 };

/** The interceptors, left to right: alike but for how they aim (their ids are the names on screen). */
const INTERCEPTORS: readonly { readonly guidance: GuidanceLaw; readonly id: string }[] = [
  { guidance: 'pursuit', id: 'pursuit' },
  { guidance: 'lead', id: 'lead' },
  { guidance: 'proportional-navigation', id: 'prop-nav' },
];

/** Where the interceptors start, m: side by side below the target's track, noses up. */
const START_Y = -18;
const START_SPACING = 6;

/** Interceptor `slot`'s place on the start line, m. */
function startOf(slot: number): Vec2Like {
  return { x: (slot - (INTERCEPTORS.length - 1) / 2) * START_SPACING, y: START_Y };
}

/**
 * Intercept: three copies of the selected missile (its controller, turn rate and speed), alike but
 * for their guidance law (pursuit, lead, proportional navigation), chase one target crossing the
 * view at 8 m/s. Pursuit points at the target and ends in a tail chase it barely wins; lead aims
 * where a straight flight meets it; proportional navigation turns at N times the line of sight's
 * rate and meets it on a near-collision course. Each hitter starts again from its place on the start
 * line, so the hit counter per missile and its time to hit say which law intercepts best.
 * Leaving goes back to the scene it replaced, as it was.
 */
export class Intercept implements Play {
  readonly model: SceneModel;
  readonly countsHits = true;

  constructor(
    private readonly context: PlayContext,
    readonly previous: Play,
  ) {
    this.model = new SceneModel(context.session, context.dt);
  }

  setUp(): void {
    const model = this.model;
    const base = this.previous.model.shownRecord()?.entity;
    const own = base?.type === 'missile' ? base.getSettings() : this.context.defaults.settingsFor('missile');
    model.mode = 'seek';
    const target = model.createTarget('target-crossing', INTERCEPTORS[0]?.id ?? '', { x: -30, y: 12 }, CROSSING, 0);
    INTERCEPTORS.forEach(({ guidance, id }, i) => {
      const entity = model.world.addEntity({
        id,
        type: 'missile',
        position: startOf(i),
        angle: Math.PI / 2,
        settings: { ...own, guidance, chaseArrival: 'fly-through' },
        collisionGroup: INTERCEPT_COLLISION_GROUP,
      });
      model.records.push(new EntityState({ entity, colorIndex: i, target, hitLog: model.hits, label: id }));
    });
    for (const record of model.records) model.applyMode(record);
    model.selectedId = model.records[INTERCEPTORS.length - 1]?.entity.id ?? null;
  }

  /** A missile that hit starts again from its place on the start line, at rest, nose up, and goes again. */
  onHit(record: EntityState): void {
    const model = this.model;
    const old = record.entity;
    const slot = model.records.indexOf(record);
    model.world.removeEntity(old.id);
    record.entity = model.world.addEntity({
      id: old.id,
      type: old.type,
      position: startOf(slot),
      angle: Math.PI / 2,
      settings: old.getSettings(),
      collisionGroup: old.collisionGroup,
    });
    record.trail.clear();
    model.applyMode(record);
  }

  tearDown(): Play {
    // The disturbance may have changed meanwhile: the scene we go back to gets it too.
    applyDisturbance(this.previous.model.world, this.context.session.disturbance);
    return this.previous;
  }
}
