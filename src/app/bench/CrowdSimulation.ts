import type { World } from 'planck';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import type { NewEntitySettings } from '../model/EntityDefaults';
import { EntityDefaults } from '../model/EntityDefaults';
import { ENTITY_SETTING_KEYS } from '../fields/entitySettingFields';
import { entitySettingsOf, giveEntitySetting } from '../fields/entitySettingValues';
import { PlayDirector } from '../plays/PlayDirector';
import { ScopeRecorder } from '../instruments/ScopeRecorder';
import { DemoClock } from '../time/DemoClock';
import { CROWD_STATE_STRIDE, writeCrowdState } from './crowdState';
import { applyDisturbance, toDisturbance, toSensorNoise, type DisturbanceSettings } from '../fields/disturbanceFields';
import { Box2dCrowd } from '../../sim/box2d/Box2dCrowd';
import type { Box2dCrowdExports } from '../../sim/box2d/box2dCrowdModule';
import type { CrowdCommand, CrowdEngine, CrowdReport, CrowdSettings, CrowdSetup } from './crowdWorkerProtocol';
import { samePlainValues } from './samePlainValues';

/** What a crowd command answers: the report, and the arrays to transfer with it. */
export interface CrowdAnswer {
  readonly report: CrowdReport;
  readonly transfer: ArrayBuffer[];
}

/** The page's entity defaults rebuilt from the settings they give (so the Worker's entities get the same). */
function defaultsFrom(settings: Readonly<Record<EntityType, NewEntitySettings>>): EntityDefaults {
  const defaults = new EntityDefaults();
  defaults.maxAngularAcceleration = settings.missile.maxAngularAcceleration;
  Object.assign(defaults.entitySettings, entitySettingsOf(settings.missile));
  defaults.guidance.guidance = settings.missile.guidance;
  defaults.guidance.navigationConstant = settings.missile.navigationConstant;
  defaults.useControllers({ missile: settings.missile.controller, character: settings.character.controller });
  return defaults;
}

/**
 * The benchmark's crowd, run where the page is not (in a Web Worker, see
 * src/game/bench/crowd.worker.ts). On planck: the same scene director, crowd scene and fixed step
 * as the page runs on its own thread, so the same commands give the same states, bit for bit. On
 * Box2D (`engine: "box2d"`): the same layout and steering on Box2D's WebAssembly world
 * (src/sim/box2d/Box2dCrowd.ts), whose states are its own. It answers each command with a report;
 * the state travels as a Float64Array that is transferred, not copied.
 * Pure: no DOM, no clock but the one handed in for the report's timing.
 */
export class CrowdSimulation {
  private director: PlayDirector | null = null;
  private box2d: Box2dCrowd | null = null;
  /** The Box2D crowd's disturbance settings, as last given to it (the planck crowd's are its session's). */
  private box2dDisturbance: Readonly<DisturbanceSettings> | null = null;
  private totalSteps = 0;

  /**
   * @param now a clock in ms, only to report how long steps took.
   * @param box2dModule a fresh instance of the Box2D crowd's module, for a set-up on Box2D (null: such a set-up fails, naming it).
   */
  constructor(
    private readonly now: () => number,
    private readonly box2dModule: (() => Box2dCrowdExports) | null = null,
  ) {}

  /** The engine the crowd runs on (planck before set-up). */
  get engine(): CrowdEngine {
    return this.box2d ? 'box2d' : 'planck';
  }

  /** The crowd's entities, in creation order (empty before set-up). */
  get entities(): readonly MovingEntity[] {
    return this.box2d?.entities ?? this.director?.model.world.entities ?? [];
  }

  /** The crowd's planck world, to measure it (null before set-up). Read it; never change it. */
  get physics(): World | null {
    return this.director?.model.world.physics ?? null;
  }

  /** Runs one command. Never throws: a failure is a report. */
  handle(command: CrowdCommand): CrowdAnswer {
    try {
      if (command.kind === 'setUp') return this.setUp(command.setup);
      if (command.kind === 'settings') return this.applySettings(command.settings);
      return this.step(command.steps, command.buffer);
    } catch (error) {
      return { report: { kind: 'failed', message: error instanceof Error ? error.message : String(error) }, transfer: [] };
    }
  }

  private setUp(setup: CrowdSetup): CrowdAnswer {
    if (this.director || this.box2d) throw new Error('the crowd is already set up');
    const engine = setup.engine ?? 'planck';
    if (engine === 'box2d') return this.setUpBox2d(setup);
    if (engine !== 'planck') throw new RangeError(`engine must be "planck" or "box2d", got ${JSON.stringify(engine)}`);
    const clock = new DemoClock(setup.dt, 5);
    this.director = new PlayDirector({
      clock,
      scope: new ScopeRecorder(setup.dt),
      session: setup.session,
      defaults: defaultsFrom(setup.entitySettings),
      afterStep: () => {},
    });
    this.director.play('crowd', { placements: setup.placements });
    const state = this.stateInto(null);
    return { report: { kind: 'ready', entities: this.entities.length, state }, transfer: [state.buffer as ArrayBuffer] };
  }

  private setUpBox2d(setup: CrowdSetup): CrowdAnswer {
    if (!this.box2dModule) throw new Error('engine "box2d" is not available here: its WebAssembly module was not loaded');
    const defaults = defaultsFrom(setup.entitySettings);
    const crowd = new Box2dCrowd(this.box2dModule(), setup.placements, setup.dt, (type) => defaults.settingsFor(type));
    this.box2d = crowd;
    this.setBox2dDisturbance(setup.session.disturbance);
    const state = this.stateInto(null);
    return { report: { kind: 'ready', entities: this.entities.length, state }, transfer: [state.buffer as ArrayBuffer] };
  }

  private setBox2dDisturbance(disturbance: Readonly<DisturbanceSettings>): void {
    const crowd = this.box2d as Box2dCrowd;
    if (samePlainValues(disturbance, this.box2dDisturbance)) return;
    crowd.setDisturbance(toDisturbance(disturbance));
    crowd.setSensorNoise(toSensorNoise(disturbance));
    this.box2dDisturbance = { ...disturbance };
  }

  private applySettings(settings: CrowdSettings): CrowdAnswer {
    const director = this.director;
    if (!director && !this.box2d) throw new Error('settings before set-up');
    for (const entity of this.entities) {
      const wanted = settings.entitySettings[entity.type];
      // The setters check each value against its range; a refusal becomes a "failed" report.
      if (entity.maxAngularAcceleration !== wanted.maxAngularAcceleration) entity.maxAngularAcceleration = wanted.maxAngularAcceleration;
      const current = entity.getSettings();
      for (const key of ENTITY_SETTING_KEYS) if (current[key] !== wanted[key]) giveEntitySetting(entity, key, wanted[key]);
      if (current.guidance !== wanted.guidance || current.navigationConstant !== wanted.navigationConstant)
        entity.setGuidance({ guidance: wanted.guidance, navigationConstant: wanted.navigationConstant });
      if (!samePlainValues(current.controller, wanted.controller)) entity.setController(wanted.controller);
    }
    if (!director) {
      this.setBox2dDisturbance(settings.session.disturbance);
      return { report: { kind: 'settled' }, transfer: [] };
    }
    const model = director.model;
    if (!samePlainValues(model.session.disturbance, settings.session.disturbance)) {
      Object.assign(model.session.disturbance, settings.session.disturbance);
      applyDisturbance(model.world, model.session.disturbance);
    }
    return { report: { kind: 'settled' }, transfer: [] };
  }

  private step(steps: number, buffer: Float64Array | null): CrowdAnswer {
    const director = this.director;
    const box2d = this.box2d;
    if (!director && !box2d) throw new Error('step before set-up');
    if (!Number.isInteger(steps) || steps < 0 || steps > 100_000)
      throw new RangeError(`steps must be an integer from 0 to 100000, got ${steps}`);
    const started = this.now();
    for (let i = 0; i < steps; i++) {
      if (box2d) {
        box2d.step();
        continue;
      }
      // A crowd that cannot go on is a failed report (the director already put a playground in its place).
      if ((director as PlayDirector).stepper.step() === 'stopped')
        throw new Error((director as PlayDirector).warnings.take().join(' ') || 'the crowd could not go on');
    }
    const elapsedMs = this.now() - started;
    this.totalSteps += steps;
    const state = this.stateInto(buffer);
    return { report: { kind: 'stepped', steps, totalSteps: this.totalSteps, elapsedMs, state }, transfer: [state.buffer as ArrayBuffer] };
  }

  private stateInto(buffer: Float64Array | null): Float64Array {
    const size = this.entities.length * CROWD_STATE_STRIDE;
    const state = buffer && buffer.length === size ? buffer : new Float64Array(size);
    writeCrowdState(this.entities, state);
    return state;
  }
}
