import { describeInput } from '../fields/tuningFields';
import { readEmbedParam } from '../embed/embedParam';
import { defaultSettings } from './defaultSettings';
import { readSettingsParam, readSettingsText, readSettingsValue, type SettingsReadResult } from './settingsCodec';
import { readShareLink, SHARE_PARAM } from './shareLink';
import { readSharedView, type SharedView } from './shareView';
import { findPreset, SETTINGS_PRESETS } from './settingsPresets';
import { applyPatch, type DemoSettings } from './settingsSchema';

/** The URL parameter that carries shared settings: base64url of the settings JSON. */
export const SETTINGS_PARAM = 's';

/** The URL parameter that names a preset to start from (readable: `?preset=original`). */
export const PRESET_PARAM = 'preset';

/** Where the settings at start-up come from (plain data: the page reads them, this decides). */
export interface StartupSources {
  /** The page URL's query string (`location.search`), e.g. "?s=eyJm…". */
  readonly search: string;
  /** The settings text saved in localStorage, or null when nothing is saved or storage is unavailable. */
  readonly stored: string | null;
}

export interface StartupSettings {
  readonly settings: DemoSettings;
  /** Where most of them came from: the defaults, the saved settings, or the link (URL parameters). */
  readonly source: 'defaults' | 'saved' | 'link';
  /** Messages for the player (plain text), one per refused source: what was wrong and what is used instead. */
  readonly notices: string[];
  /** The saved value was refused: keep it (do not save over it) until the player changes a setting. */
  readonly savedRefused: boolean;
  /** The scene a share link carries (scenario JSON text, to open once the settings are applied), or null. */
  readonly sceneText: string | null;
  /** How a share link shows its scene (paused, the player's zoom and pan), its refused fields left out, or null. */
  readonly view: SharedView | null;
}

/**
 * Decides the settings at start-up, in layers: the defaults; over them the saved settings (all or
 * nothing: a refused saved value is named in a notice and the defaults are used); over them the
 * link's: the preset of `?preset=`, then the settings of `?z=` (with its scene and view) and `?s=`,
 * each refused field named in a notice while the others apply. Never throws: should a reader throw
 * all the same, the defaults are used with a notice saying why (the saved value is then kept).
 */
export function chooseStartupSettings(sources: StartupSources): StartupSettings {
  try {
    return layerStartupSettings(sources);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      settings: defaultSettings(),
      source: 'defaults',
      notices: [`The settings could not be read (${reason}), so the defaults are in use.`],
      savedRefused: sources.stored !== null,
      sceneText: null,
      view: null,
    };
  }
}

/** The layers of {@link chooseStartupSettings}, which may throw only through a bug of a reader. */
function layerStartupSettings(sources: StartupSources): StartupSettings {
  const notices: string[] = [];
  let settings: DemoSettings = defaultSettings();
  let source: StartupSettings['source'] = 'defaults';
  let savedRefused = false;

  if (sources.stored !== null) {
    const saved = readSettingsText(sources.stored, 'strict');
    if (saved.ok) {
      settings = applyPatch(settings, saved.patch);
      source = 'saved';
    } else {
      savedRefused = true;
      notices.push(
        `Your saved settings could not be used (${saved.problems.join('; ')}), so the defaults are in use. The saved value is ` +
          `kept until you change a setting.`,
      );
    }
  }

  const params = new URLSearchParams(sources.search);
  const presetId = params.get(PRESET_PARAM);
  if (presetId !== null) {
    const preset = findPreset(presetId);
    if (preset) {
      settings = applyPatch(settings, preset.settings);
      source = 'link';
    } else {
      notices.push(
        `URL parameter "${PRESET_PARAM}" was refused: must be one of ${SETTINGS_PRESETS.map((p) => p.id).join(', ')}; got ` +
          `${describeInput(presetId)}.`,
      );
    }
  }

  const fallback = () => (source === 'link' ? 'the preset is' : source === 'saved' ? 'your saved settings are' : 'the defaults are');
  /** Puts a link parameter's settings over the others: its refused fields named, the rest applied; refused whole (`refusal`), none. */
  const useLinkSettings = (param: string, read: SettingsReadResult, refusal: string): void => {
    if (!read.ok) return void notices.push(`URL parameter "${param}"${refusal} (${read.problems.join('; ')}), so ${fallback()} in use.`);
    settings = applyPatch(settings, read.patch);
    source = 'link';
    if (read.problems.length)
      notices.push(`URL parameter "${param}": refused ${read.problems.join('; ')}. The link's other settings were applied.`);
  };
  let sceneText: string | null = null;
  let view: SharedView | null = null;
  const link = params.get(SHARE_PARAM);
  if (link !== null) {
    const read = readShareLink(link);
    if (!read.ok) notices.push(`URL parameter "${SHARE_PARAM}" was refused (${read.problem}), so ${fallback()} in use.`);
    else {
      sceneText = read.sceneText;
      const viewRead = readSharedView(read.view);
      view = viewRead.view;
      for (const problem of viewRead.problems) notices.push(`URL parameter "${SHARE_PARAM}": refused ${problem}.`);
      if (read.settings !== undefined)
        useLinkSettings(SHARE_PARAM, readSettingsValue(read.settings, 'keepValid'), ': its settings were refused');
    }
  }
  const shared = params.get(SETTINGS_PARAM);
  if (shared !== null) useLinkSettings(SETTINGS_PARAM, readSettingsParam(shared), ' was refused');
  const embed = readEmbedParam(sources.search);
  if (embed.notice !== null) notices.push(embed.notice);
  return { settings, source, notices, savedRefused, sceneText, view };
}
