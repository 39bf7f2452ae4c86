import type { Vec2Like } from '../../sim/math/vec2';
import type { DemoTarget } from '../model/DemoTarget';
import type { HitLog } from '../model/HitLog';
import type { EntityRecord } from '../model/EntityState';
import type { DemoMode } from '../model/SceneModel';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { Tuning } from '../tuning/Tuning';
import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { ParkedScene } from '../scenes/SceneDirector';
import type { EntityDefaults } from '../tuning/EntityDefaults';
import type { SettingResult } from '../fields/tuningFields';

/** The player's scene and settings while the guided tour plays (see TourHost.setPlayerSceneAside). */
export interface PlayerSceneAside {
  readonly scene: ParkedScene;
  readonly pathLoop: boolean;
  readonly disturbance: Readonly<DisturbanceSettings>;
  readonly defaults: EntityDefaults;
  readonly paused: boolean;
  readonly timeScale: number;
}

/**
 * What the guided tour uses of the demo: the facade's own methods (src/app/Demo.ts implements
 * this), declared here so that the tour does not import the demo that owns it.
 */
export interface TourHost {
  readonly time: number;
  readonly records: readonly EntityRecord[];
  readonly targets: readonly DemoTarget[];
  readonly hits: HitLog;
  readonly scope: ScopeRecorder;
  readonly racing: boolean;
  readonly hunting: boolean;
  getRecord(id: string): EntityRecord | undefined;
  reset(): void;
  /** Enters the Hunt (src/app/scenes/sceneList.ts). */
  play(kind: 'hunt'): SettingResult;
  /** Leaves a way of playing, back to the scene it took over. */
  leave(kind: 'hunt' | 'race'): void;
  setMode(mode: DemoMode): void;
  select(id: string | null): void;
  removeSelected(): boolean;
  moveTarget(targetId: string, position: Vec2Like): boolean;
  setAutoRetarget(on: boolean): void;
  /** Sets the player's scene and settings aside and plays a fresh default opening (the tour's scene). */
  setPlayerSceneAside(): PlayerSceneAside;
  /** Puts back exactly what {@link setPlayerSceneAside} set aside. */
  restorePlayerScene(aside: PlayerSceneAside): void;
  /** The panel's changes (each for the selected entity or all). */
  readonly tuning: Pick<Tuning, 'setMaxAngularAcceleration' | 'setController' | 'setControllerType' | 'setControllerSettings' | 'setGuidance' | 'setTargetMotion'>;
}
