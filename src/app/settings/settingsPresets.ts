import { CONTROLLER_LABELS, CONTROLLER_TYPES, defaultControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { articleStoryController, presetController } from '../fields/controllerPresets';
import { radiansFigure } from '../presentation/turnRateWords';
import { DEFAULT_SETTINGS } from './defaultSettings';
import { SETTINGS_FORMAT, SETTINGS_VERSION, type SettingsPatch } from './settingsSchema';
import { ORIGINAL_GAINS, TUNED_GAINS, TURN_RATE_PRESETS, perEntityType } from '../../sim/entities/EntitySettings';

/** A named preset of the panel: a settings object (validated by the settings schema, like any other) and its name. */
export interface SettingsPreset {
  /** Stable id, used in the `preset` URL parameter and the menu. */
  readonly id: string;
  /** Name shown in the menu. */
  readonly label: string;
  /** What it sets, for the tooltip. */
  readonly description: string;
  /** The settings it gives; what it leaves out is kept as it is. */
  readonly settings: Readonly<SettingsPatch>;
}

const HEADER = { format: SETTINGS_FORMAT, version: SETTINGS_VERSION } as const;

/** The scene of the article's video, as the defaults have it: static targets, no disturbance, pursuit, real time. */
const VIDEO_SCENE = {
  maxSpeed: DEFAULT_SETTINGS.maxSpeed,
  timeScale: DEFAULT_SETTINGS.timeScale,
  timeBase: DEFAULT_SETTINGS.timeBase,
  guidance: DEFAULT_SETTINGS.guidance,
  navigationConstant: DEFAULT_SETTINGS.navigationConstant,
  targetMotion: { type: DEFAULT_SETTINGS.targetMotion.type },
  disturbance: { torqueOn: DEFAULT_SETTINGS.disturbance.torqueOn, windOn: DEFAULT_SETTINGS.disturbance.windOn },
} as const;

function controllerPreset(type: ControllerType): SettingsPreset {
  const tunedDefaults = type === 'pid';
  const controllers = perEntityType((entityType) =>
    tunedDefaults ? presetController('tuned', entityType) : defaultControllerSettings(type),
  );
  return {
    id: `controller-${type}`,
    label: `Controller: ${CONTROLLER_LABELS[type]}${tunedDefaults ? ', tuned' : ''}`,
    description: tunedDefaults
      ? `The tuned PID (kp ${TUNED_GAINS.missile.kp}, ki ${TUNED_GAINS.missile.ki}, kd ${TUNED_GAINS.missile.kd}, corrected ` +
        `arithmetic) with the library's defaults: gains scaled with the turn rate, large turns braked on the motor's curve, no ` +
        `overshoot at any turn rate; for both entity types; nothing else changes.`
      : `${CONTROLLER_LABELS[type]} with its documented defaults for both entity types; nothing else changes.`,
    settings: { ...HEADER, controllers },
  };
}

/**
 * The panel's named presets, in menu order: the original article as published, the video look at
 * the high and the low turn rate, and one per controller type (its defaults for both entity types,
 * changing nothing but the controllers). Each says what it sets in its own description.
 */
export const SETTINGS_PRESETS: readonly SettingsPreset[] = [
  {
    id: 'original',
    label: 'Original article (as published)',
    description:
      `The original demo's gains (missile kp ${ORIGINAL_GAINS.missile.kp}, ki ${ORIGINAL_GAINS.missile.ki}, kd ` +
      `${ORIGINAL_GAINS.missile.kd}; character kp ${ORIGINAL_GAINS.character.kp}, ki ${ORIGINAL_GAINS.character.ki}, kd ` +
      `${ORIGINAL_GAINS.character.kd}) with the article's arithmetic as published, max turn rate ` +
      `${radiansFigure(TURN_RATE_PRESETS.high)}, on the original's time base (1/30 s steps, one a frame: twice real time; the ` +
      `scene starts again), static targets, no disturbance.`,
    settings: {
      ...HEADER,
      controllers: perEntityType((type) => presetController('original', type)),
      maxAngularAcceleration: TURN_RATE_PRESETS.high,
      ...VIDEO_SCENE,
      timeBase: 'original',
    },
  },
  {
    id: 'video',
    label: 'Video look (fixed tuned gains, corrected; the defaults)',
    description:
      `The game's defaults, the article's story: the tuned PID (kp ${TUNED_GAINS.missile.kp}, ki ${TUNED_GAINS.missile.ki}, kd ` +
      `${TUNED_GAINS.missile.kd}) with the corrected arithmetic as fixed gains (not scaled with the turn rate, no braking curve), ` +
      `max turn rate ${radiansFigure(TURN_RATE_PRESETS.high)}, static targets, no disturbance.`,
    settings: {
      ...HEADER,
      controllers: perEntityType(articleStoryController),
      maxAngularAcceleration: TURN_RATE_PRESETS.high,
      ...VIDEO_SCENE,
    },
  },
  {
    id: 'video-low-turn-rate',
    label: `Video look, low turn rate (${radiansFigure(TURN_RATE_PRESETS.low)}: overshoot)`,
    description:
      `As "Video look" at the low max turn rate ${radiansFigure(TURN_RATE_PRESETS.low)}: the same fixed gains brake too late, the ` +
      `missile overshoots its turns and swings wide of path corners, as in the video.`,
    settings: {
      ...HEADER,
      controllers: perEntityType(articleStoryController),
      maxAngularAcceleration: TURN_RATE_PRESETS.low,
      ...VIDEO_SCENE,
    },
  },
  ...CONTROLLER_TYPES.map(controllerPreset),
];

export function findPreset(id: string): SettingsPreset | undefined {
  return SETTINGS_PRESETS.find((preset) => preset.id === id);
}
