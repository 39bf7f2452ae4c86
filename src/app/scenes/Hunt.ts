import { huntMotion } from '../huntSetup';
import type { EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import type { DemoScene, SceneContext } from './DemoScene';
import { respondToHit } from './hitResponse';

/**
 * The Hunt: it takes over the current scene's entities. Every target moves (a circle, a zig-zag, a
 * bouncing line, in turn), everyone seeks, missiles respawn after each hit and characters' targets
 * jump, so it runs unattended. Leaving it stops the targets where they are and goes back to the
 * scene it took over.
 */
export class Hunt implements DemoScene {
  readonly kind = 'hunt';
  readonly model: SceneModel;

  constructor(
    private readonly context: SceneContext,
    readonly previous: DemoScene,
  ) {
    this.model = previous.model;
  }

  setUp(): void {
    this.previous.onPlayerMovedTarget();
    this.model.targetsOf().forEach((handle, i) => this.model.startTargetMotion(handle, huntMotion(i)));
    this.model.setMode('seek');
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
    for (const handle of this.model.targetsOf()) this.model.startTargetMotion(handle, { ...handle.motionSettings, type: 'static' });
    return this.previous;
  }
}
