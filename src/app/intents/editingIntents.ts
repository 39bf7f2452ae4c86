import { z } from 'zod';
import { ENTITY_TYPES } from '../../sim/entities/EntitySettings';
import { GAME_MODES } from '../../sim/state/memory';
import { enumField } from '../../sim/validation/fields';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { MAX_PATH_WAYPOINTS } from '../interaction/PathSketch';
import { OBSTACLE_KINDS } from '../model/obstacleKinds';
import { quoteForMessage } from '../../sim/validation/oneLine';
import type { ChangeNote } from '../history/changeNotes';
import { defineIntent, theSelected } from './defineIntent';

/** The editor's yes or no as an answer: a no names the thing the scene does not have. */
function done(ok: boolean, field: string, id: string): SettingResult {
  return ok ? OK : refused(field, `there is no ${field} ${quoteForMessage(id)} in this scene`);
}

/** A thing the player moved, as a comparison names the change. */
function moved(subject: string): ChangeNote {
  return { subject, what: 'moved', from: null, to: null };
}

function pathChanged(entity: string): ChangeNote {
  return { subject: entity, what: 'path changed', from: null, to: null };
}

/** What the player changes in the scene by hand (src/app/interaction: the mode, the targets, the paths, the obstacles, the entities). */
export const EDITING_INTENTS = [
  /** Every entity to Track, Seek or Path (a mode pressed again commands them anew). */
  defineIntent({
    kind: 'setMode',
    logged: true,
    shape: () => ({ mode: enumField(GAME_MODES) }),
    note: (i) => ({ subject: 'every entity', what: `mode ${i.mode}`, from: null, to: null }),
    apply: ({ editor }, i) => editor.entities.setMode(i.mode),
  }),
  /** A target put somewhere at once (a target is a sensor: no body moves). */
  defineIntent({
    kind: 'moveTarget',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ target: f.id, position: f.point }),
    note: (i) => moved(i.target),
    apply: ({ editor }, i) => editor.targets.move(i.target, i.position),
  }),
  /**
   * A target held by the pointer at `point`, every frame while held: it moves there by velocity, or is placed there at once while time is
   * paused (`placed`, written down by the door).
   */
  defineIntent({
    kind: 'dragTarget',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ target: f.id, point: f.point, placed: z.boolean().optional() }),
    writeDown: (i, moment) => (i.placed === undefined ? { ...i, placed: moment.paused } : i),
    note: (i) => moved(i.target),
    apply: ({ editor }, i) => editor.targets.drag(i.target, i.point, i.placed ?? false),
  }),
  /** A held target let go: dropped, or thrown at `throwVelocity` (m/s). */
  defineIntent({
    kind: 'releaseTarget',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ target: f.id, throwVelocity: f.point.nullable() }),
    note: (i) => (i.throwVelocity ? { subject: i.target, what: 'thrown', from: null, to: null } : moved(i.target)),
    apply: ({ editor }, i) => done(editor.targets.release(i.target, i.throwVelocity), 'target', i.target),
  }),
  /** An entity's path for Path mode, m. */
  defineIntent({
    kind: 'setPath',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ entity: f.id, points: z.array(f.point).max(MAX_PATH_WAYPOINTS) }),
    note: (i) => pathChanged(i.entity),
    apply: ({ editor }, i) => editor.paths.set(i.entity, i.points),
  }),
  /** One waypoint of an entity's path moved, m. */
  defineIntent({
    kind: 'moveWaypoint',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ entity: f.id, index: z.number().int().min(0).max(MAX_PATH_WAYPOINTS), position: f.point }),
    note: (i) => pathChanged(i.entity),
    apply: ({ editor }, i) => editor.paths.moveWaypoint(i.entity, i.index, i.position),
  }),
  /** Whether paths loop. */
  defineIntent({
    kind: 'setPathLoop',
    logged: true,
    changesSettingsOf: 'none',
    shape: () => ({ loop: z.boolean() }),
    note: (i) => ({ subject: 'paths', what: i.loop ? 'loop' : 'run once', from: null, to: null }),
    apply: ({ editor }, i) => editor.paths.setLoop(i.loop),
  }),
  /** A wall, box, rock or crate placed at `at` (or next to it). */
  defineIntent({
    kind: 'addObstacle',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ obstacle: enumField(OBSTACLE_KINDS), at: f.point }),
    note: (i) => ({ subject: `a ${i.obstacle}`, what: 'added', from: null, to: null }),
    apply: ({ editor }, i) => editor.obstacles.add(i.obstacle, i.at),
  }),
  defineIntent({
    kind: 'removeObstacle',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ obstacle: f.id }),
    note: (i) => ({ subject: i.obstacle, what: 'removed', from: null, to: null }),
    apply: ({ editor }, i) => done(editor.obstacles.remove(i.obstacle), 'obstacle', i.obstacle),
  }),
  defineIntent({
    kind: 'clearObstacles',
    logged: true,
    changesSettingsOf: 'none',
    shape: () => ({}),
    note: () => ({ subject: 'obstacles', what: 'cleared', from: null, to: null }),
    apply: ({ editor }) => (editor.obstacles.clear(), OK),
  }),
  /** An obstacle held at `goal`, every frame while held. */
  defineIntent({
    kind: 'dragObstacle',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ obstacle: f.id, goal: f.point }),
    note: (i) => moved(i.obstacle),
    apply: ({ editor }, i) => editor.obstacles.drag(i.obstacle, i.goal),
  }),
  defineIntent({
    kind: 'releaseObstacle',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ obstacle: f.id }),
    apply: ({ editor }, i) => done(editor.obstacles.release(i.obstacle), 'obstacle', i.obstacle),
  }),
  /** A missile or a character on the next spawn lane, with what new entities get. */
  defineIntent({
    kind: 'addEntity',
    logged: true,
    changesSettingsOf: 'none',
    shape: () => ({ type: enumField(ENTITY_TYPES) }),
    note: (i) => ({ subject: `a ${i.type}`, what: 'added', from: null, to: null }),
    apply: ({ editor }, i) => editor.entities.add(i.type),
  }),
  /** An entity removed with its target and path (the selected one when none is named: the door writes its id down). */
  defineIntent({
    kind: 'removeEntity',
    logged: true,
    changesSettingsOf: 'none',
    shape: (f) => ({ entity: f.id.optional() }),
    writeDown: theSelected,
    note: (i) => ({ subject: i.entity ?? 'an entity', what: 'removed', from: null, to: null }),
    apply: ({ editor }, i) => editor.entities.remove(i.entity ?? null),
  }),
  /** The original's Next Type: an entity replaced by one of the other type (the selected one when none is named). */
  defineIntent({
    kind: 'nextType',
    logged: true,
    changesSettingsOf: 'entity',
    shape: (f) => ({ entity: f.id.optional() }),
    writeDown: theSelected,
    note: (i) => ({ subject: i.entity ?? 'an entity', what: 'type swapped', from: null, to: null }),
    apply: ({ editor }, i) => editor.entities.nextType(i.entity ?? null),
  }),
] as const;
