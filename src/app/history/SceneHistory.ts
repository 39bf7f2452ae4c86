import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { Play } from '../plays/Play';
import type { PlayDirector } from '../plays/PlayDirector';
import { rewindable } from '../plays/rebuildPlay';
import type { DemoClock } from '../time/DemoClock';
import type { Scenario } from '../../sim/scenario/schema';
import { adoptCheckpoint, carryOn, changedCheckpoint, restoreSession, retuneChanged, takeCheckpoint, type Checkpoint } from './Checkpoint';
import { compareRuns, type RunComparison } from './compareRuns';
import { applyFrameTargets, beginFrame, finishFrame, movedTargets, POSE_SIZE, TARGET_SIZE, targetsOfFrame, type HistoryFrame } from './HistoryFrame';
import { refillFromFrames, scopeSampleOf } from './refill';
import type { GhostView, HistoryRuns, RecordedRun } from './historyRuns';
import { sceneSignature } from './sceneSignature';
import { scopeSamplesOf, trailOf, type RecordedSamples } from './recordedRun';

/** Simulated time the history keeps at least, s. */
export const HISTORY_SECONDS = 60;

/** A complete checkpoint is taken at least this often, steps (1 s at 60 Hz; the game passes through each, a rebuild of some milliseconds): showing a moment replays this many steps or so (at most {@link MAX_CHECKPOINT_WAIT_STEPS}). */
export const CHECKPOINT_EVERY_STEPS = 60;

/** A due checkpoint waits at most this many steps for a moment without contacts (3 s at 60 Hz). */
export const MAX_CHECKPOINT_WAIT_STEPS = 180;

/**
 * The playground's history (`demo.history`): the last {@link HISTORY_SECONDS} s of simulated time,
 * kept as complete checkpoints (every {@link CHECKPOINT_EVERY_STEPS} steps and wherever the player
 * changed a setting: Checkpoint.ts) plus one frame per step (HistoryFrame.ts: the targets as the
 * player's input left them, the bodies' poses, the scope's sample). Showing a moment restores the
 * checkpoint before it and replays the recorded target motion to it: the world is then exactly as
 * it was at that step (the fixed step is deterministic, contacts included).
 *
 * From a shown moment the game plays on by itself: while nothing changes, it follows the recording
 * (the same target motion, and the recorded setting changes where they were made), bit for bit.
 * When the player changes something there (a turn rate, a controller, a drag), the run branches:
 * a "what if" run goes on with the change, the targets still moving as recorded (a target the
 * player takes hold of leaves the recording), and the recorded run plays beside it as a ghost.
 *
 * The playground, the Hunt over it and Intercept keep one (rebuildPlay.ts's rewindable), outside the
 * tour; another play, a reset or a scene opened starts it again; the player's code steering stops it.
 */
export class SceneHistory {
  private play: Play | null = null;
  /** A playground whose checkpoint could not be taken (its scene is no longer sound): it keeps no history. */
  private unrecordable: Play | null = null;
  private frames: HistoryFrame[] = [];
  private checkpoints: Checkpoint[] = [];
  /** Replaying recorded steps to show a moment: nothing is recorded. */
  private replaying = false;
  /** Behind the recording's present, following it unchanged. */
  private following = false;
  /** The recorded run after a branch, by step, where it branched, and its checkpoints from there. */
  private ghostRun: RecordedRun | null = null;
  /** Targets the player took hold of during a comparison: the recording no longer moves them. */
  private readonly takenOver = new Set<string>();
  /** The targets as the last step (or the moment shown) left them, and while following the scene's signature: to tell the player's input from the recording's. */
  private after: { ids: readonly string[]; values: Float64Array; motions: HistoryFrame['motions']; signature: string } | null = null;
  private readonly scratch = new Float64Array(TARGET_SIZE);
  private readonly notices: string[] = [];
  /** Whether the game was paused when the player first went back from the present (Play again resumes as it was). */
  private pausedAtPresent = false;
  /** The steps a run played again took its checkpoints at (replayCheckpoints), or null: they fall due by themselves. */
  private schedule: ReadonlySet<number> | null = null;
  private readonly maxFrames: number;

  constructor(
    private readonly plays: PlayDirector,
    private readonly clock: DemoClock,
    private readonly scope: ScopeRecorder,
    /** Whether the scene belongs to something that keeps its own records (the guided tour): then no history. */
    private readonly elsewhere: () => boolean = () => false,
  ) {
    this.maxFrames = Math.ceil(HISTORY_SECONDS / clock.dt);
  }

  /** Whether the scene on screen keeps a history to show (the playground, with a first checkpoint). */
  get available(): boolean {
    return this.play !== null && this.play === this.plays.current && this.checkpoints.length > 0;
  }

  /** The oldest step that can be shown. */
  get oldestStep(): number {
    return this.checkpoints[0]?.step ?? 0;
  }

  /** The recording's latest step (its present). */
  get presentStep(): number {
    const last = this.frames[this.frames.length - 1];
    return last?.poses ? last.step + 1 : (last?.step ?? 0);
  }

  /** How much is kept now: the frames (one a step) and the complete checkpoints (`npm run bench:history` prints them). */
  get size(): { readonly frames: number; readonly checkpoints: number } {
    return { frames: this.frames.length, checkpoints: this.checkpoints.length };
  }

  /** The step the scene on screen is at. */
  get shownStep(): number {
    return this.plays.model.world.steps;
  }

  /** Whether the scene on screen is behind the recording's present, repeating it unchanged. */
  get behind(): boolean {
    // Following stops at the next step once the recording ends: at its present, it is no longer behind.
    return this.available && this.following && this.shownStep < this.presentStep;
  }

  /** Whether a what-if run plays beside the recorded one. */
  get comparing(): boolean {
    return this.ghostRun !== null && this.available;
  }

  /** The recorded run's bodies at the shown step, or null (no comparison, or past the recording's end). */
  get ghost(): GhostView | null {
    // (Another scene opened or played since, the history forgets at its next step: none is shown meanwhile.)
    const frame = this.comparing ? this.ghostFrame(this.shownStep - 1) : undefined;
    if (!frame?.poses) return null;
    const poses = frame.poses;
    return { step: frame.step + 1, entities: frame.ids.map((id, i) => ({ id, position: { x: poses[i * POSE_SIZE] as number, y: poses[i * POSE_SIZE + 1] as number }, angle: poses[i * POSE_SIZE + 2] as number })) };
  }

  /** The recorded run's positions of entity `id` over the `count` steps up to the shown one (oldest first), for its trail. */
  ghostTrail(id: string, count: number): { x: number; y: number }[] {
    const ghost = this.comparing ? this.ghostRun : null;
    return ghost ? trailOf(ghost.frames, id, Math.max(this.shownStep - count, ghost.from), this.shownStep - 1) : [];
  }

  /**
   * The recorded run's scope samples over the scope's window up to the shown step (the entity the
   * scope showed then), in the scope's shape: what the phase plot draws behind the what-if run.
   * Null without a comparison or past the recording's end.
   */
  ghostScope(): RecordedSamples | null {
    if (!this.ghost || !this.ghostRun) return null;
    return scopeSamplesOf(this.ghostRun.frames, this.shownStep - this.scope.capacity, this.shownStep - 1);
  }

  /** Both runs' figures from the branch to the shown step, per entity; null without a comparison. */
  get comparison(): RunComparison | null {
    const ghost = this.ghostRun;
    if (!ghost || !this.available) return null;
    const end = this.shownStep - 1;
    const recorded = ghost.frames.filter((frame) => frame.step <= end);
    const whatIf = this.frames.filter((frame) => frame.step >= ghost.from && frame.step <= end);
    return compareRuns(recorded, whatIf, this.clock.dt, this.frameAt(ghost.from - 1));
  }

  /** What the history holds now, read-only. */
  get runs(): HistoryRuns {
    return { checkpoints: this.checkpoints, frames: this.frames, ghost: this.ghostRun };
  }

  /**
   * The player's change between two steps, given as the whole scene it makes (a shared comparison's
   * changes: comparisonReplay.ts): the play is built again from `scene`, the history kept, and the
   * targets as `scene` holds them count as the ones the last step left. Refused without a history.
   */
  changeTo(scene: Scenario): SettingResult {
    if (!this.available || !this.play) return refused('comparison', 'a change needs a history: open its scene and step it first.');
    const before = this.play;
    this.passThrough(changedCheckpoint(takeCheckpoint(before, this.clock.timeBase, this.plays.randomState), scene));
    retuneChanged(this.play, before);
    if (this.after) this.after = { ...this.after, ...targetsOfFrame(beginFrame((this.play as Play).model, '')) };
    return OK;
  }

  /** While a shared run plays again (comparisonReplay.ts), checkpoints at its `steps` and where a setting changes, not when due: bodies in contact part as they did. Null: as due. */
  replayCheckpoints(steps: ReadonlySet<number> | null): void {
    this.schedule = steps;
  }

  /** Messages for the player (a target taken over), oldest first; the queue is emptied. */
  takeNotices(): string[] {
    return this.notices.splice(0);
  }

  /**
   * Shows step `step` of the recording: pauses the game and puts the scene back exactly as that
   * step left it (the trails and the scope too); what the player changed before the next step shows
   * from there (except at the oldest step, kept as its checkpoint holds it, after the player's
   * input). Refused outside the kept range or without a history.
   */
  show(step: number): SettingResult {
    if (!this.available || !this.play) return refused('timeline', 'no history to show here: the timeline keeps the playground (Track, Seek, Path), the Hunt over it and Intercept.');
    if (!Number.isInteger(step) || step < this.oldestStep || step > this.presentStep) return refused('timeline', `step must be an integer from ${this.oldestStep} to ${this.presentStep}; got ${String(step)}`);
    if (this.shownStep === this.presentStep && !this.following) this.pausedAtPresent = this.clock.paused;
    this.clock.setPaused(true);
    if (step === this.shownStep) return OK;
    // The checkpoint before the step, not one taken at it: that one holds the player's input made
    // there, after the step (shown as the step left it; it plays from the next one). The oldest
    // step has none before: it shows as its checkpoint holds it.
    let checkpoint = this.checkpoints[0] as Checkpoint;
    for (const c of this.checkpoints) if (c.step < step) checkpoint = c;
    this.restore(checkpoint);
    this.replaying = true;
    try {
      while (this.shownStep < step) if (this.plays.stepper.step() !== 'stepped') break;
    } finally {
      this.replaying = false;
    }
    this.following = this.shownStep < this.presentStep;
    this.takenOver.clear();
    // What the player does from here on is told from the scene as shown (a target moved before the next step branches).
    this.keepTargetsAfter();
    refillFromFrames(this.frames, this.plays.model, this.scope, this.shownStep);
    return OK;
  }

  /**
   * Plays again from the shown moment: the game runs on as it ran before the player went back
   * (paused stays paused: single steps walk the replay), repeating the recording until something
   * changes. Refused at the present, where there is nothing to play again.
   */
  playAgain(): SettingResult {
    if (!this.available || !this.following) return refused('timeline', 'nothing to play again: go back on the timeline first (drag it, or press , to go back 1 s).');
    this.clock.setPaused(this.pausedAtPresent);
    return OK;
  }

  /** Called before each fixed step (PlayStepper): follows or records it. */
  beforeStep(): void {
    const current = this.plays.current;
    if (this.replaying) {
      const frame = this.frameAt(this.shownStep);
      if (frame) applyFrameTargets(current.model, frame);
      return;
    }
    if (!rewindable(current) || current === this.unrecordable || this.elsewhere() || current.model.world.entities.some((entity) => entity.customController)) {
      this.forget();
      return;
    }
    if (current !== this.play) {
      this.forget();
      this.play = current;
    }
    const model = current.model;
    const step = model.world.steps;
    const signature = sceneSignature(model, current.choreography);
    const moved = this.after ? movedTargets(model, this.after.ids, this.after.values, this.after.motions, this.scratch) : [];
    if (this.following) {
      const frame = this.frameAt(step);
      const checkpoint = this.checkpointAt(step);
      if (!frame) this.following = false;
      else if (moved.length === 0 && (signature === frame.signature || (signature === this.after?.signature && checkpoint))) {
        // As recorded: the game passed through a checkpoint here (rebuilt from it, with the setting
        // the recording changed here when the player changed nothing since the last step), so the
        // replay does too; else the recorded target motion is the step's input.
        if (checkpoint) this.passThrough(checkpoint);
        else applyFrameTargets(model, frame);
        return;
      } else this.branch(step, moved);
    }
    const ghost = this.ghostFrame(step);
    if (ghost) {
      for (const id of moved) if (!this.takenOver.has(id) && ghost.targetIds.includes(id)) this.takeOver(id);
      applyFrameTargets(model, ghost, this.takenOver);
    }
    this.record(step, signature);
  }

  /** Called after each fixed step, once the scope has its sample: finishes the step's frame. */
  stepped(): void {
    if (this.replaying || !this.play || this.plays.current !== this.play) return;
    const model = this.play.model;
    if (this.following || this.ghostRun) this.keepTargetsAfter();
    if (this.following) return;
    const frame = this.frames[this.frames.length - 1];
    if (!frame || frame.step !== model.world.steps - 1 || frame.poses) return;
    const previous = this.frames[this.frames.length - 2];
    finishFrame(frame, model, previous?.ids ?? null, scopeSampleOf(this.scope, model));
  }

  /** Forgets the history (another play, a reset, a scene opened: the next step starts a new one). */
  forget(): void {
    this.play = null;
    this.frames = [];
    this.checkpoints = [];
    this.following = false;
    this.ghostRun = null;
    this.takenOver.clear();
    this.after = null;
  }

  /** Records step `step`'s frame, with a checkpoint when due or when the settings changed. */
  private record(step: number, settings: string): void {
    let signature = settings;
    const play = this.play as Play;
    const last = this.frames[this.frames.length - 1];
    const lastCheckpoint = this.checkpoints[this.checkpoints.length - 1];
    if (last && last.step !== step - 1) {
      // Not the step after the last one recorded (never expected): the history starts again here.
      this.forget();
      this.play = play;
      return this.record(step, signature);
    }
    // A checkpoint is due every second, and wherever a setting changed. The game passes through
    // each (passThrough): a due one waits (up to 2 s more) for a moment when planck holds no contact, so
    // that rebuilding the scene drops no contact's warm start (a crate resting on a wall may hold one
    // for good: then it is taken all the same, and the rebuilt scene makes its contacts again).
    // A shared run played again passes through its own ones (replayCheckpoints).
    const since = step - (lastCheckpoint?.step ?? -Infinity);
    const due = this.schedule ? this.schedule.has(step) : since >= CHECKPOINT_EVERY_STEPS && (!play.model.world.hasContacts || since >= MAX_CHECKPOINT_WAIT_STEPS);
    if (!lastCheckpoint || this.frames.length === 0 || due || signature !== last?.signature) {
      let checkpoint: Checkpoint;
      try {
        checkpoint = takeCheckpoint(play, this.clock.timeBase, this.plays.randomState);
        this.passThrough(checkpoint);
        // The rebuilt scene's own (its entities counted one command each): what a replay through it compares.
        const rebuilt = this.play as Play;
        signature = sceneSignature(rebuilt.model, rebuilt.choreography);
      } catch {
        // A scene that no longer describes itself (a target gone non-finite): the world's own step
        // says what failed; the history steps aside.
        this.forget();
        this.unrecordable = play;
        return;
      }
      this.checkpoints.push(checkpoint);
    }
    // The last frame's string when the same: one copy for a run of unchanged steps (a signature is about 700 characters an entity).
    this.frames.push(beginFrame((this.play as Play).model, last && signature === last.signature ? last.signature : signature));
    this.prune();
  }

  /** Drops what is older than the history keeps (whole checkpoint intervals). */
  private prune(): void {
    const present = this.frames[this.frames.length - 1]?.step ?? 0;
    while (this.checkpoints.length > 1 && present - (this.checkpoints[1] as Checkpoint).step >= this.maxFrames) this.checkpoints.shift();
    const oldest = this.oldestStep;
    const drop = this.frames.findIndex((frame) => frame.step >= oldest);
    if (drop > 0) this.frames.splice(0, drop);
  }

  /** The run branches at `step`: what was recorded from there becomes the ghost; recording goes on with the change. */
  private branch(step: number, moved: readonly string[]): void {
    const at = this.frames.findIndex((frame) => frame.step >= step);
    const recorded = at >= 0 ? this.frames.splice(at) : [];
    const passed = this.checkpoints.filter((c) => c.step >= step);
    this.checkpoints = this.checkpoints.filter((c) => c.step < step);
    this.following = false;
    this.ghostRun = { frames: recorded, from: step, checkpoints: passed };
    this.takenOver.clear();
    for (const id of moved) this.takeOver(id);
  }

  private takeOver(id: string): void {
    this.takenOver.add(id);
    this.notices.push(`You took ${id} over: it no longer moves as recorded (the ghost's run keeps its recorded motion).`);
  }

  private restore(checkpoint: Checkpoint): void {
    restoreSession(this.plays.model.session, checkpoint);
    this.play = this.plays.rewind(checkpoint.scene, checkpoint.random, (play) => adoptCheckpoint(play, checkpoint));
  }

  /**
   * The game plays on through `checkpoint`: the scene is rebuilt from it, as a replay from it
   * rebuilds it. planck's contacts and the order it made its bodies and pairs in are not in a
   * checkpoint; rebuilt both times, they are the same both times, so the recorded run is exactly
   * what any replay from the checkpoint gives, bodies in contact included.
   */
  private passThrough(checkpoint: Checkpoint): void {
    const before = this.play as Play;
    restoreSession(this.plays.model.session, checkpoint);
    this.play = this.plays.rewind(
      checkpoint.scene,
      checkpoint.random,
      (play) => {
        adoptCheckpoint(play, checkpoint);
        carryOn(play, before);
      },
      true,
    );
  }

  private keepTargetsAfter(): void {
    const play = this.play as Play;
    const frame = beginFrame(play.model, this.following ? sceneSignature(play.model, play.choreography) : '');
    this.after = { ...targetsOfFrame(frame), signature: frame.signature };
  }

  private frameAt(step: number): HistoryFrame | undefined {
    const first = this.frames[0];
    return first ? this.frames[step - first.step] : undefined;
  }

  private ghostFrame(step: number): HistoryFrame | undefined {
    const ghost = this.ghostRun;
    const first = ghost?.frames[0];
    return ghost && first ? ghost.frames[step - first.step] : undefined;
  }

  private checkpointAt(step: number): Checkpoint | undefined {
    return this.checkpoints.find((c) => c.step === step);
  }
}
