import { describeWorld } from '../../sim/scenario/describeWorld';
import type { Scenario } from '../../sim/scenario/schema';
import { ownEntry } from '../../sim/validation/ownEntries';
import type { TimeBase } from '../../sim/time/timeBases';
import type { SceneModel } from '../model/SceneModel';

/** How long a saved scene runs headless (`npm run sim`), s: the game plays it for as long as the player likes. */
export const SAVED_SCENE_DURATION = 60;

/**
 * A scene file's text, laid out for a person to read and edit: one key of the file per line, and
 * one entity, target or obstacle per line in its list (indented fully, a crowd of 5,000 would be
 * several times longer). Its `state`, for the program, is one line at the end.
 */
export function sceneFileText(scenario: Readonly<Scenario>): string {
  const lines = Object.entries(scenario)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const items = Array.isArray(value) ? `[\n${value.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]` : JSON.stringify(value);
      return `  ${JSON.stringify(key)}: ${items}`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * The scene on screen as a scene file: its world as {@link describeWorld} writes it (every body,
 * command and setting, and the state that makes it continue bit for bit), with the player's
 * targets (not a level's own). Run from where it was saved, it plays on as the game would.
 * Without `check` it is not checked by the scenario rules (a snapshot kept in memory).
 */
export function describeScene(model: SceneModel, timeBase: TimeBase, name: string, check = true): Scenario {
  const scenario = describeWorld(model.world, { name, timeBase, duration: SAVED_SCENE_DURATION, targetIds: new Set(model.targets.map((target) => target.id)), check });
  // Which target each entity is paired with in the game, when its command names none (on a path),
  // and its colour when that is not its place in the file (an entity swapped by Next Type is last
  // in the world, as planck created it, but keeps its place and colour in the game).
  if (scenario.state) scenario.state.game = { mode: model.mode, selected: model.selectedId };
  const placeInFile = new Map(scenario.entities.map((entity, index) => [entity.id, index]));
  for (const record of model.records) {
    const memory = scenario.state && ownEntry(scenario.state.entities, record.entity.id);
    if (!memory) continue;
    if (record.entity.targetId === null) memory.target = record.target.id;
    if (record.colorIndex !== placeInFile.get(record.entity.id)) memory.color = record.colorIndex;
  }
  return scenario;
}
