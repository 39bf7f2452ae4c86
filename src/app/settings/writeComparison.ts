import type { Scenario } from '../../sim/scenario/schema';
import { Demo } from '../Demo';
import type { Checkpoint } from '../history/Checkpoint';
import { choreographyJson, readBackChoreography, readComparison, type EntityExtras, type StepInput, type TargetInput } from '../history/comparisonFile';
import type { GuidanceLaw } from '../../sim/steering/Guidance';
import { replayComparison, type RunSource } from '../history/comparisonReplay';
import { TARGET_SIZE, type HistoryFrame } from '../history/HistoryFrame';
import type { HistoryRuns } from '../history/historyRuns';
import { sameMotion, targetInputBetween } from '../history/targetInput';
import type { SceneModel } from '../model/SceneModel';
import { describeScene } from '../sceneFile/describeScene';
import { buildSnapshot } from '../snapshot';
import { readSceneText } from '../sceneFile/openScene';
import { applyDemoSettings, readDemoSettings } from './demoSettings';
import { enterPlay, playJson, readBackPlay } from '../history/comparisonPlay';
import { rewindable } from '../plays/rebuildPlay';

/** A comparison written down: the scene where it starts, carrying it (`comparison`); or why it could not be, in words for the player. */
export type WrittenComparison = { ok: true; scene: Scenario } | { ok: false; reason: string };

/** A change as it is written: its scene when the scene file changed, the paths drawn that changed. */
interface ChangeWritten {
  readonly step: number;
  readonly scene?: Scenario;
  readonly entities?: EntityExtras;
  readonly order?: readonly string[];
  readonly owners?: Readonly<Record<string, string | null>>;
}

/** One run's input as it is written. */
interface RunWritten {
  readonly checkpoints: number[];
  readonly changes: ChangeWritten[];
  readonly inputs: StepInput[];
}

/** Thrown when a step of the runs cannot be written down; its message is the reason. */
class NotWritten extends Error {}

/**
 * The comparison on screen written down (src/app/history/comparisonFile.ts), so that a share link
 * or a scene file opens the same comparison: the scene at the recorded run's last checkpoint before
 * the branch (a moment the game rebuilt the scene at), then each run's input from there, found by
 * playing both runs again on a demo of its own exactly as opening the comparison will (the same
 * settings, the same steps, each input read back from its JSON) and noting, step by step, what the
 * recorded frames hold that the replay does not have by itself: the scenes the player's changes made
 * and the targets the player moved. Then the replay is held to the runs on screen, every frame's
 * bodies and targets and the shown moment, bit for bit: a comparison is written down only when
 * opening it gives the same runs. Made in the Hunt over a playground or in Intercept, it carries
 * that play (src/app/history/comparisonPlay.ts: the game's random numbers, the hits, the Hunt's
 * memory of the scene before it, as the start checkpoint keeps them), which the replay is built in
 * as opening it builds it. Refused where the history keeps no comparison (a race, a level, the Hunt
 * over a race) and where the comparison began before the oldest moment the history keeps.
 */
export function writeComparison(demo: Demo): WrittenComparison {
  try {
    return write(demo);
  } catch (error) {
    if (error instanceof NotWritten) return { ok: false, reason: error.message };
    return { ok: false, reason: `it could not be played again (${error instanceof Error ? error.message : String(error)})` };
  }
}

function write(demo: Demo): WrittenComparison {
  const history = demo.history;
  const runs = history.runs;
  const ghost = runs.ghost;
  if (!history.comparing || !ghost) throw new NotWritten('there is no comparison on screen');
  const kind = demo.plays.kind;
  if (!rewindable(demo.plays.current) || (kind !== 'playground' && kind !== 'hunt' && kind !== 'intercept')) throw new NotWritten('a comparison is written down in Track, Seek, Path, the Hunt over them and Intercept only, not in a race, a level or the Hunt over a race');
  const branch = ghost.from;
  // The recorded run's last checkpoint before the branch; at the oldest step kept, its checkpoint there.
  const start = runs.checkpoints.filter((c) => c.step < branch).pop() ?? checkpointAt(ghost.checkpoints, branch);
  if (!start) throw new NotWritten('it began longer ago than the timeline keeps');
  const shown = history.shownStep;
  if (shown < start.step) throw new NotWritten('the moment shown is before the comparison’s start: move the timeline on to the branch');
  const recordedEnd = branch + ghost.frames.length;
  const whatIfEnd = history.presentStep;
  const timeBase = demo.clock.timeBase;

  const startRead = readSceneText(JSON.stringify({ ...start.scene, name: demo.plays.openedSceneName ?? 'A scene saved from the game' }));
  if (!startRead.ok) throw new NotWritten(`its scene could not be written (${startRead.error})`);
  const scratch = new Demo({ dt: demo.clock.dt, layout: demo.plays.layout });
  applyDemoSettings(scratch, readDemoSettings(demo));
  const opened = scratch.sceneFiles.open(JSON.stringify(startRead.scenario));
  if (!opened.ok) throw new NotWritten(`its scene could not be opened again (${opened.message})`);
  // The Hunt or Intercept it was made in, over that scene, as opening the comparison builds it.
  const play = kind === 'playground' ? null : playJson(kind, start);
  if (play) {
    const playRead = readBackPlay(startRead.scenario, play);
    if (!playRead.ok) throw new NotWritten(`its play could not be written (${playRead.error})`);
    enterPlay(scratch.plays, startRead.scenario, playRead.play);
  }

  // The steps each run passed through a checkpoint at: the replay rebuilds the scene there too.
  const recordedCheckpoints = [...runs.checkpoints.filter((c) => c.step >= start.step && c.step < branch), ...ghost.checkpoints].map((c) => c.step);
  const recorded: RunWritten = { checkpoints: recordedCheckpoints, changes: [], inputs: [] };
  const whatIf: RunWritten = { checkpoints: runs.checkpoints.filter((c) => c.step >= branch).map((c) => c.step), changes: [], inputs: [] };
  const taken = new Set<string>();
  const recordedFrame = (step: number): HistoryFrame => frameAt(step < branch ? runs.frames : ghost.frames, step);
  // The opening's choreography as the comparison writes it and opening it reads it back.
  const choreography = start.choreography ? choreographyJson(start.choreography) : null;
  const choreographyRead = readBackChoreography(startRead.scenario, choreography);
  if (!choreographyRead.ok) throw new NotWritten(`its opening’s choreography could not be written (${choreographyRead.error})`);
  // What the game keeps of the entities that the scene file does not say (the opening's own paths).
  const entities = extrasOf(start, scratch.plays.model);
  const order = orderOf(start, scratch.plays.model.records.map((record) => record.entity.id));
  const owners = ownersOf(start, scratch.plays.model);
  const source = {
    choreography: choreographyRead.state,
    entities: readBack(entities),
    order,
    owners,
    recorded: runSource(recorded, timeBase, (step) => (step > start.step ? checkpointAt(step < branch ? runs.checkpoints : ghost.checkpoints, step) : undefined), recordedFrame, () => null, taken),
    whatIf: runSource(whatIf, timeBase, (step) => checkpointAt(runs.checkpoints, step), (step) => frameAt(runs.frames, step), (step) => frameOrNull(ghost.frames, step), taken),
  };
  const replayed = replayComparison({ history: scratch.history, clock: scratch.clock, plays: scratch.plays }, { start: start.step, branch, recordedEnd, whatIfEnd, shown }, source);
  if (!replayed.ok) throw new NotWritten(`it could not be played again (${replayed.message})`);
  heldTo(runs, scratch.history.runs, { start: start.step, branch, recordedEnd, whatIfEnd });
  if (exactText(stateOf(scratch)) !== exactText(stateOf(demo))) throw new NotWritten(`played again, the moment shown differs from yours (step ${shown})`);

  const scene: Scenario = { ...startRead.scenario, comparison: { choreography, ...(play ? { play } : {}), ...(Object.keys(entities).length > 0 ? { entities } : {}), ...(order ? { order } : {}), ...(Object.keys(owners).length > 0 ? { owners } : {}), branch, shown, recorded: { end: recordedEnd, ...recorded }, whatIf: { end: whatIfEnd, ...whatIf } } };
  // Read back as opening it will: what is written must be what the rules take.
  const read = readComparison(readBack(scene));
  if (!read.ok) throw new NotWritten(`it is more than a comparison may hold (${read.error})`);
  return { ok: true, scene };
}

/**
 * One run's source while it is written: before each step, the scene the player's change made
 * there (a checkpoint of the run whose scene, its targets aside, is not the replay's), then the
 * targets whose recorded state the replay does not reach by itself. In the what-if run a target
 * follows the recorded run (the history moves it) until the player first moves it (`taken`).
 * Each is noted in `run` and handed on as it reads back from JSON.
 */
function runSource(run: RunWritten, timeBase: Demo['clock']['timeBase'], checkpoint: (step: number) => Checkpoint | undefined, frame: (step: number) => HistoryFrame, ghost: (step: number) => HistoryFrame | null, taken: Set<string>): RunSource {
  return {
    checkpoints: new Set(run.checkpoints),
    change(step, model) {
      const at = checkpoint(step);
      if (!at) return null;
      const sceneChanged = sceneKey(at.scene) !== sceneKey(describeScene(model, timeBase, 'checkpoint', false));
      const entities = extrasOf(at, model);
      const extrasChanged = Object.keys(entities).length > 0;
      if (!sceneChanged && !extrasChanged) return null;
      let scene: Scenario | null = null;
      if (sceneChanged) {
        const { name: _name, ...rest } = at.scene;
        const read = readSceneText(JSON.stringify(rest));
        if (!read.ok) throw new NotWritten(`the change at step ${step} could not be written (${read.error})`);
        scene = read.scenario;
      }
      // Rebuilt from a scene, the entities keep the order they had, one new last: where the run's is another, it is written.
      const before = model.records.map((record) => record.entity.id);
      const order = scene ? orderOf(at, [...before.filter((id) => scene.entities.some((e) => e.id === id)), ...scene.entities.map((e) => e.id).filter((id) => !before.includes(id))]) : null;
      // A scene pairs each target with its first chaser: where the run's owner is another, it is written.
      const owners = scene ? ownersOf(at, null) : {};
      run.changes.push({ step, ...(scene ? { scene } : {}), ...(extrasChanged ? { entities } : {}), ...(order ? { order } : {}), ...(Object.keys(owners).length > 0 ? { owners } : {}) });
      return { scene, entities: readBack(entities), order, owners };
    },
    targets(step, model) {
      const recorded = frame(step);
      const follows = ghost(step);
      const inputs: TargetInput[] = [];
      const now = new Float64Array(TARGET_SIZE);
      recorded.targetIds.forEach((id, i) => {
        const target = model.world.getTarget(id);
        if (!target) throw new NotWritten(`played again, the scene has no target ${id} at step ${step}`);
        const wanted = recorded.targets.subarray(i * TARGET_SIZE, (i + 1) * TARGET_SIZE);
        const wantedMotion = recorded.motions[i] as HistoryFrame['motions'][number];
        const g = follows ? follows.targetIds.indexOf(id) : -1;
        if (follows && g >= 0 && !taken.has(id)) {
          if (sameNumbers(wanted, follows.targets.subarray(g * TARGET_SIZE, (g + 1) * TARGET_SIZE)) && sameMotion(wantedMotion, follows.motions[g] as HistoryFrame['motions'][number])) return;
          taken.add(id);
        }
        const input = targetInputBetween(id, now, target.capture(now), wanted, wantedMotion);
        if (input) inputs.push(JSON.parse(JSON.stringify(input)) as TargetInput);
      });
      if (inputs.length > 0) run.inputs.push({ step, targets: inputs });
      return inputs;
    },
  };
}

/** Holds the replay's frames (`mine`) to the runs on screen (`theirs`), every step of each run: the bodies and the targets, bit for bit. */
function heldTo(theirs: HistoryRuns, mine: HistoryRuns, steps: { start: number; branch: number; recordedEnd: number; whatIfEnd: number }): void {
  const ghost = theirs.ghost as NonNullable<HistoryRuns['ghost']>;
  const myGhost = mine.ghost;
  if (!myGhost || myGhost.from !== steps.branch) throw new NotWritten(`played again, the runs part at step ${myGhost?.from ?? 'none'}, not ${steps.branch}`);
  for (let step = steps.start; step < steps.recordedEnd; step++) {
    const before = step < steps.branch;
    same(frameAt(before ? theirs.frames : ghost.frames, step), frameAt(before ? mine.frames : myGhost.frames, step), 'the recorded run');
  }
  for (let step = steps.branch; step < steps.whatIfEnd; step++) same(frameAt(theirs.frames, step), frameAt(mine.frames, step), 'the what-if run');
}

function same(a: HistoryFrame, b: HistoryFrame, run: string): void {
  const alike = a.ids.join('\n') === b.ids.join('\n') && a.targetIds.join('\n') === b.targetIds.join('\n') && sameNumbers(a.poses ?? new Float64Array(), b.poses ?? new Float64Array()) && sameNumbers(a.targets, b.targets);
  // (Bodies in contact may part differently in the last bits once rebuilt at other steps: docs/playing.md.)
  if (!alike) throw new NotWritten(`played again, ${run} differs from yours at step ${a.step}`);
}

/** The frame of `step` in `frames` (one a step), or null. */
function frameOrNull(frames: readonly HistoryFrame[], step: number): HistoryFrame | null {
  const frame = frames[step - (frames[0]?.step ?? 0)];
  return frame && frame.step === step ? frame : null;
}

/** The frame of `step` in `frames`; a history without it cannot be written down. */
function frameAt(frames: readonly HistoryFrame[], step: number): HistoryFrame {
  const frame = frameOrNull(frames, step);
  if (!frame) throw new NotWritten(`the history has no frame of step ${step}`);
  return frame;
}

/**
 * What `checkpoint` keeps of its entities, beyond its scene file, that `model` does not have (an
 * entity new there, all of it): the paths drawn and the guidance, as a comparison writes them.
 */
function extrasOf(checkpoint: Checkpoint, model: SceneModel): Record<string, { path?: [number, number][]; guidance?: GuidanceLaw; navigationConstant?: number }> {
  const entities: Record<string, { path?: [number, number][]; guidance?: GuidanceLaw; navigationConstant?: number }> = {};
  for (const { id, path, guidance } of checkpoint.records) {
    const record = model.findRecord(id);
    const points = path.map((p): [number, number] => [p.x, p.y]);
    const extras: { path?: [number, number][]; guidance?: GuidanceLaw; navigationConstant?: number } = {};
    if (!record || JSON.stringify(record.path.map((p) => [p.x, p.y])) !== JSON.stringify(points)) extras.path = points;
    const settings = record?.entity.getSettings();
    if (!settings || settings.guidance !== guidance.guidance || settings.navigationConstant !== guidance.navigationConstant) Object.assign(extras, guidance);
    if (Object.keys(extras).length > 0) entities[id] = extras;
  }
  return entities;
}

/** Each target's owner in `checkpoint` that is not its owner in `model` (all of them without one). */
function ownersOf(checkpoint: Checkpoint, model: SceneModel | null): Record<string, string | null> {
  const owners: Record<string, string | null> = {};
  for (const { id, entityId } of checkpoint.targets) if (!model || model.findTarget(id)?.entityId !== entityId) owners[id] = entityId;
  return owners;
}

/** The order `checkpoint` lists its entities in, when it is not `expected`; else null. */
function orderOf(checkpoint: Checkpoint, expected: readonly string[]): string[] | null {
  const order = checkpoint.records.map((record) => record.id);
  return order.join('\n') === expected.join('\n') ? null : order;
}

function checkpointAt(checkpoints: readonly Checkpoint[], step: number): Checkpoint | undefined {
  return checkpoints.find((c) => c.step === step);
}

function sameNumbers(a: Readonly<Float64Array>, b: Readonly<Float64Array>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** A scene as text without its name and its targets' motion state (the targets' input is noted step by step): what a change of settings changes. */
function sceneKey(scene: Scenario): string {
  const { name: _name, targets, state, ...rest } = scene;
  return JSON.stringify({ ...rest, targets: targets?.map((target) => [target.id, target.radius]), state: state && { ...state, targets: Object.keys(state.targets) } });
}

/** The scene on screen now, exactly: its scene file and what the game shows of it (what must come back). */
function stateOf(demo: Demo): unknown {
  const { entities, targets, waypoints, obstacles, hits, time, mode, selectedId, ghost } = buildSnapshot(demo, () => [0, 0]);
  return { scene: describeScene(demo.plays.model, demo.clock.timeBase, 'shown', false), entities, targets, waypoints, obstacles, hits, time, mode, selectedId, ghost };
}

/** JSON with every number exact (−0, NaN and the infinities spelled out). */
function exactText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v !== 'number' ? v : Object.is(v, -0) ? '#-0' : Number.isFinite(v) ? v : `#${String(v)}`));
}

/** `value` as opening its JSON reads it. */
function readBack<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
