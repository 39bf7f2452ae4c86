import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edges, files, repoPath, root } from './importGraph';

/**
 * Inside a layer, its folders are floors too: a folder imports only its own floor and those below
 * it, so no arrow runs back up and no folders form a knot (a folder that needs one above it says
 * the code is in the wrong room). Each list is bottom first; a floor may hold several folders, and
 * folders on one floor may import each other (src/app's parts, history and intents do, both ways,
 * and its own files and actions/: one room split by concept); no two files import each other in a
 * circle (the cycle test of architecture.test.ts). `(files)` stands for the files directly in the
 * layer's folder.
 */
const FLOORS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'src/sim': [
    ['math', 'math3d', 'validation', 'time'], // numbers (3D vectors and quaternions too), the one rule per quantity, the time bases
    ['control'], // the turn controllers: their maths alone
    ['control3d'], // turning in 3D: the 2D laws called along the error's axis, the inertia tensor, the limits
    ['state'], // a snapshot's plain data
    // the one steering core of both dimensions: the mode machine over flat records, its checks and saved state, the shared laws
    ['steering'],
    ['body'], // the plane's body interface (Body2D) and a moving target's; a planck body's exact state
    ['planck'], // the planck adapter: a planck body as a Body2D
    // steering in the plane (BodySteering, its crowd, turn motors and propulsions); a 3D body of any engine (BodySteering3D and its
    // adapters)
    ['steering2d', 'steering3d'],
    ['entities'], // the game's missiles and characters: a body, a BodySteering and their record
    ['targets', 'obstacles'], // what they steer at and bump into
    ['(files)'], // the world: SteeringWorld, its settings, events, crowds, snapshot
    ['metrics', 'box2d'], // turn figures and step responses, measured on a world; the crowd on Box2D's WebAssembly
    ['scenario', 'autotune', 'challenges', 'soak'], // scenario files, the tuner, the levels, the soak run
  ],
  'src/app': [
    // the panel's quantities and their rules; where scenes put things; a level's outcome and bests; what changed, pushed to the views
    ['fields', 'setup', 'challenge', 'changes'],
    ['model'], // one scene's state: entities, targets, obstacles, hits, the session, what new entities get
    ['presentation', 'time', 'instruments'], // words, colours and actions; the game's clock; the scope and meters
    ['sceneFile'], // scene files read into a model and written from one
    ['plays'], // the ways of playing and the director that runs one at a time
    ['interaction', 'tuning'], // the player's edits and the panel's changes, applied to the play that runs
    // the Demo's parts: clock, plays, editor, view; the playground's last minute (rewind, what if); the one door every change comes through
    ['parts', 'history', 'intents'],
    ['tour'], // the guided tour, built on those parts
    ['(files)', 'actions'], // the Demo, its action catalogue (its entries by group in actions/) and its snapshot
    // what is built on a whole Demo: the crowd, the embed, exports, the gallery, saved settings
    ['bench', 'embed', 'export', 'gallery', 'settings'],
  ],
  'src/lab3d': [
    ['scene'], // the lab's simulation: a Rapier world, the craft, the target, the missiles, the turn meter (no three.js, no DOM)
    ['view'], // three.js: the drawing and the orbit camera
    ['input', 'ui'], // pointer and keys turned into scene calls; the bar, the turn card, the labels (DOM)
    ['(files)'], // the page's entry and the tests' hook
  ],
  'src/article': [
    ['scene'], // the figures' simulation: the game's Demo on each section's scene, its runs and the numbers the text shows (no DOM)
    ['ui'], // a live figure: its canvas, controls, plot and caption (DOM)
    ['(files)'], // the page's entry and the tests' hook
  ],
};

/** The folder of `file` directly under `layer` ('(files)' for a file in the layer's own folder), or null outside the layer. */
function roomOf(layer: string, file: string): string | null {
  const path = repoPath(file);
  if (!path.startsWith(`${layer}/`)) return null;
  const parts = relative(`${root}/${layer}`, file).split(sep);
  return parts.length === 1 ? '(files)' : (parts[0] as string);
}

describe('floors inside a layer', () => {
  for (const [layer, floors] of Object.entries(FLOORS)) {
    const floorOf = new Map<string, number>(floors.flatMap((rooms, floor) => rooms.map((room) => [room, floor] as const)));

    it(`${layer}: every folder has its floor`, () => {
      const rooms = new Set(files.map((file) => roomOf(layer, file)).filter((room): room is string => room !== null));
      expect([...rooms].filter((room) => !floorOf.has(room))).toEqual([]);
      expect([...floorOf.keys()].filter((room) => !rooms.has(room))).toEqual([]);
    });

    it(`${layer}: no import runs up a floor (${floors.map((rooms) => rooms.join(' ')).join(' < ')})`, () => {
      const upward = edges.flatMap((edge) => {
        if (edge.target === null) return [];
        const from = roomOf(layer, edge.from);
        const to = roomOf(layer, edge.target);
        if (from === null || to === null || from === to) return [];
        return (floorOf.get(to) as number) > (floorOf.get(from) as number) ? [`${repoPath(edge.from)} → ${repoPath(edge.target)}`] : [];
      });
      expect(upward).toEqual([]);
    });
  }
});
