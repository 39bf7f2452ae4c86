import { huntMotion } from '../huntSetup';
import type { TargetHandle } from '../DemoTarget';
import type { EntityState } from '../model/EntityState';
import type { TargetMotionSettings } from '../targetMotionFields';
import type { SceneModel } from '../model/SceneModel';
import type { DemoScene, SceneContext } from './DemoScene';
import { respondToHit } from './hitResponse';

/**
 * The Hunt: it takes over the current scene's entities, each with a target of its own (entities
 * that shared one get their own near it). Every target moves (a circle, a zig-zag, a
 * bouncing line, in turn), everyone seeks, missiles respawn after each hit and characters' targets
 * jump, so it runs unattended. Leaving it stops the targets where they are and goes back to the
 * scene it took over.
 */
export class Hunt implements DemoScene {
  readonly kind = 'hunt';
  readonly model: SceneModel;
  readonly countsHits = true;
  private readonly arrivalBefore: SceneModel['chaseArrival'];
  /** Each target's motion settings before the Hunt, put back when it ends (the Hunt's are its own, not the player's). */
  private readonly motionsBefore = new Map<TargetHandle, TargetMotionSettings>();

  constructor(
    private readonly context: SceneContext,
    readonly previous: DemoScene,
  ) {
    this.model = previous.model;
    this.arrivalBefore = previous.model.chaseArrival;
  }

  setUp(): void {
    this.previous.onPlayerMovedTarget();
    // Missiles fly into their targets to hit them, then respawn.
    this.model.chaseArrival = 'fly-through';
    for (const handle of this.model.targetsOf()) this.motionsBefore.set(handle, { ...handle.motionSettings });
    this.giveEachItsOwnTarget();
    this.model.targetsOf().forEach((handle, i) => this.model.startTargetMotion(handle, huntMotion(i)));
    this.model.setMode('seek');
  }

  /** Entities that share a target (the opening's) each get one of their own, near it: each hunts its own. */
  private giveEachItsOwnTarget(): void {
    const model = this.model;
    const seen = new Set<unknown>();
    model.records.forEach((record, i) => {
      const shared = record.target;
      if (!seen.has(shared)) {
        seen.add(shared);
        return;
      }
      const angle = (2 * Math.PI * i) / model.records.length;
      const position = { x: shared.position.x + 8 * Math.cos(angle), y: shared.position.y + 8 * Math.sin(angle) };
      record.target = model.createTarget(`target-${record.entity.id}`, record.entity.id, position, shared.motionSettings, shared.direction + angle);
    });
  }

  afterStep(): void {
    this.previous.afterStep();
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  onEntityAdded(record: EntityState): void {
    this.model.startTargetMotion(record.target, huntMotion(this.model.records.length - 1));
  }

  onPlayerMovedTarget(): void {
    this.previous.onPlayerMovedTarget();
  }

  tearDown(): DemoScene {
    // The targets stop where they are, with the motion settings they had before (a target made for the Hunt: its first one's).
    for (const handle of this.model.targetsOf()) {
      const before = this.motionsBefore.get(handle) ?? this.motionsBefore.values().next().value ?? handle.motionSettings;
      this.model.startTargetMotion(handle, { ...before, type: 'static' });
    }
    this.model.chaseArrival = this.arrivalBefore;
    for (const record of this.model.records) record.entity.chaseArrival = this.arrivalBefore;
    return this.previous;
  }
}
