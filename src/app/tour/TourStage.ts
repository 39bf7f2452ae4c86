import { defaultDisturbanceSettings, type DisturbanceSettings } from '../fields/disturbanceFields';
import { EntityDefaults } from '../model/EntityDefaults';
import { defaultSessionSettings, type SessionSettings } from '../model/SessionSettings';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';

/** The player's scene and settings while the guided tour plays (see {@link TourStage.setPlayerSceneAside}). */
export type PlayerSceneAside = ReturnType<TourStage['setPlayerSceneAside']>;

/**
 * Where the guided tour plays: it sets the player's scene and settings aside when the tour starts,
 * gives every step the same starting point, and puts the player's scene and settings back exactly
 * when the tour ends.
 */
export class TourStage {
  constructor(
    private readonly plays: PlayDirector,
    private readonly session: SessionSettings,
    private readonly clock: DemoClock,
    private readonly defaults: EntityDefaults,
  ) {}

  /**
   * Sets the player's scene and settings aside (the scene as it is, stopped in time; the session,
   * the settings new entities get, pause and time scale) and plays a fresh default opening: where
   * the guided tour builds its steps. {@link restorePlayerScene} puts everything back exactly.
   */
  setPlayerSceneAside() {
    const aside = {
      scene: this.plays.park(),
      pathLoop: this.session.pathLoop,
      disturbance: { ...this.session.disturbance } as Readonly<DisturbanceSettings>,
      defaults: this.defaults.save(),
      paused: this.clock.paused,
      timeScale: this.clock.timeScale,
      timeBase: this.clock.timeBase,
    };
    this.clock.forgetOwed();
    return aside;
  }

  /**
   * The tour's starting point for each of its steps, whatever was changed by hand before (the
   * panel's "apply to all" changes what new entities get, which a step's reset would build from):
   * the documented defaults for new entities, no disturbance, the path looping, the standard time
   * base at real time, running. A step sets what it needs from here.
   */
  resetForStep(): void {
    this.defaults.adopt(new EntityDefaults().save());
    this.session.pathLoop = defaultSessionSettings().pathLoop;
    Object.assign(this.session.disturbance, defaultDisturbanceSettings());
    if (this.clock.timeBase !== 'standard') this.clock.useTimeBase('standard');
    this.clock.setTimeScale(1);
    this.clock.setPaused(false);
    this.clock.forgetOwed();
  }

  /** Puts back what {@link setPlayerSceneAside} set aside; the tour's scenes are dropped. */
  restorePlayerScene(aside: PlayerSceneAside): void {
    this.session.pathLoop = aside.pathLoop;
    Object.assign(this.session.disturbance, aside.disturbance);
    this.defaults.adopt(aside.defaults);
    if (this.clock.timeBase !== aside.timeBase) this.clock.useTimeBase(aside.timeBase);
    this.clock.setPaused(aside.paused);
    this.clock.setTimeScale(aside.timeScale);
    this.clock.forgetOwed();
    this.plays.restore(aside.scene);
  }
}
