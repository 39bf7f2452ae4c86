import { exactJsonText } from '../../sim/validation/exactJson';
import { describeWorld } from '../../sim/scenario/describeWorld';
import { describedPath } from '../../sim/scenario/scenarioPaths';
import type { Vec2Like } from '../../sim/math/vec2';
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
      const items = Array.isArray(value)
        ? `[\n${value.map((item) => `    ${exactJsonText(item)}`).join(',\n')}\n  ]`
        : exactJsonText(value);
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
  const scenario = describeWorld(model.world, {
    name,
    timeBase,
    duration: SAVED_SCENE_DURATION,
    targetIds: new Set(model.targets.map((target) => target.id)),
    check,
  });
  // Which target each entity is paired with in the game, when its command names none (on a path),
  // and its colour when that is not its place in the file (an entity swapped by Next Type is last
  // in the world, as planck created it, but keeps its place and colour in the game).
  // Its path too, when its command does not hold it (Seek or Track picked, a path that does not loop finished).
  if (scenario.state) scenario.state.game = { mode: model.mode, selected: model.selectedId, pathLoop: model.session.pathLoop };
  const placeInFile = new Map(scenario.entities.map((entity, index) => [entity.id, index]));
  for (const record of model.records) {
    const memory = scenario.state && ownEntry(scenario.state.entities, record.entity.id);
    if (!memory) continue;
    if (record.entity.targetId === null) memory.target = record.target.id;
    if (record.colorIndex !== placeInFile.get(record.entity.id)) memory.color = record.colorIndex;
    const command = scenario.entities[placeInFile.get(record.entity.id) as number]?.command;
    const followed = command?.type === 'followPath' ? command.path : [];
    if (record.path.length > 0 && !samePath(record.path, followed)) memory.drawnPath = describedPath(record.path);
  }
  return scenario;
}

/** Whether the game's path `path` is the command's `followed`, waypoint for waypoint. */
function samePath(path: readonly Vec2Like[], followed: readonly unknown[]): boolean {
  return (
    path.length === followed.length &&
    path.every((point, i) => {
      const other = followed[i];
      return Array.isArray(other) ? Object.is(other[0], point.x) && Object.is(other[1], point.y) : false;
    })
  );
}
