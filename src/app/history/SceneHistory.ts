import { acceptingPiles } from '../../sim/crowdedStart';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { SceneIntent } from '../intents/Intent';
import type { Play } from '../plays/Play';
import type { PlayDirector } from '../plays/PlayDirector';
import { rewindable, steeredByCode } from '../plays/rebuildPlay';
import type { DemoClock } from '../time/DemoClock';
import { adoptCheckpoint, restoreSession, takeCheckpoint, type Checkpoint, type SessionKeep } from './Checkpoint';
import type { RunComparison } from './compareRuns';
import { MAX_RUNS } from '../../sim/scenario/comparisonFormat';
import { ComparedRuns, type RunGhost } from './comparedRuns';
import { ComparisonOnScreen } from './comparisonOnScreen';
import type { ChangeNote } from './changeNotes';
import { applyFrameTargets, beginFrame, finishFrame, type HistoryFrame } from './HistoryFrame';
import { refillFromFrames, scopeSampleOf } from './refill';
import { newRecording, type HistoryRuns, type Recording, type SetAsideHistory } from './heldRuns';
import type { LoggedIntent } from './historyRuns';
import { takenBy } from './takenTargets';
import { pruneRun, splitRun } from './runLog';
import { legacySnapshotDue, snapshotDue, SNAPSHOT_STEPS_RANGE } from './snapshotPolicy';

/** Simulated time the history keeps at least, s. */
export const HISTORY_SECONDS = 60;

/** Applies an intent of the log again (the door's applier, without writing it down again). */
export type ReplayIntent = (intent: SceneIntent) => SettingResult;

/**
 * The playground's history (`demo.history`): the last {@link HISTORY_SECONDS} s of simulated time,
 * kept as complete snapshots (Checkpoint.ts: the state a scene file restores bit for bit, every
 * second or few: snapshotPolicy.ts) plus the log of every intent the door applied, by step, and
 * one frame per step (HistoryFrame.ts: the bodies' poses for the ghost and the figures). A change is
 * a log entry of a few bytes; nothing is rebuilt while the game plays. A snapshot of step s is
 * taken as step s − 1 ends, before any input of step s; showing a moment restores the snapshot at
 * or before it and replays the log to it: the world is then exactly as it was at that step. The
 * history only observes: it takes a snapshot only before a step the world settles at by its own
 * rule (src/sim/WorldSettling.ts), as a world rebuilt from the snapshot settles at its first step,
 * so a replay meets planck's contacts made as the recorded run made them, and a run recorded is
 * the run not recorded. A comparison written before worlds settled by themselves plays in a world
 * that settles only when told: there the history settles it at each snapshot, dropping its
 * contacts, as it did then ({@link Recording.legacy}).
 *
 * From a shown moment the game plays on by itself, following the log, bit for bit. When the player
 * changes something there (an intent through the door) the run branches: the what-if run goes on
 * with the change, its targets moving as recorded until the player takes hold of one, and the
 * recorded run plays beside it as a ghost.
 *
 * The playground, the Hunt over it and Intercept keep one (rebuildPlay.ts's rewindable), outside the
 * tour; another play, a reset or a scene opened starts it again; the player's code steering stops it.
 */
export class SceneHistory {
  /** What the history records now: its play and run, the runs beside it, where a replay stands. */
  private rec: Recording = newRecording();
  /** A playground whose snapshot could not be taken (its scene is no longer sound): it keeps no history. */
  private unrecordable: Play | null = null;
  /** While a moment is shown again: the steps are the log's, and nothing is recorded. */
  private replaying = false;
  /** The intents the player applied behind the present since the last step: the run branches with them at the next step. */
  private readonly branching: LoggedIntent[] = [];
  private readonly notices: string[] = [];
  /** Whether the game was paused when the player first went back from the present (Play again resumes as it was). */
  private pausedAtPresent = false;
  /** The steps a legacy run shared settled at, while it plays again (comparisonReplay.ts), or null: snapshots fall due by themselves. */
  private schedule: ReadonlySet<number> | null = null;
  private readonly maxFrames: number;
  private restoreCount = 0;

  constructor(
    private readonly plays: PlayDirector,
    private readonly clock: DemoClock,
    private readonly scope: ScopeRecorder,
    /** What the session keeps that intents read (what new entities get, the toggle's mix): a snapshot holds it. */
    private readonly keep: SessionKeep,
    /** Applies a logged intent again. */
    private readonly replayIntent: ReplayIntent,
    /** Whether the scene belongs to something that keeps its own records (the guided tour): then no history. */
    private readonly elsewhere: () => boolean = () => false,
  ) {
    this.maxFrames = Math.ceil(HISTORY_SECONDS / clock.dt);
  }

  /** Whether the scene on screen keeps a history to show (the playground, with a first snapshot). */
  get available(): boolean {
    return this.rec.play !== null && this.rec.play === this.plays.current && this.rec.run.snapshots.length > 0;
  }

  /** The oldest step that can be shown. */
  get oldestStep(): number {
    return this.rec.run.snapshots[0]?.step ?? 0;
  }

  /** The recording's latest step (its present). */
  get presentStep(): number {
    const last = this.rec.run.frames[this.rec.run.frames.length - 1];
    return last?.poses ? last.step + 1 : (last?.step ?? this.oldestStep);
  }

  /** How much is kept now: the frames (one a step), the snapshots and the log's entries (`npm run bench:history` prints them). */
  get size(): { readonly frames: number; readonly snapshots: number; readonly intents: number } {
    return { frames: this.rec.run.frames.length, snapshots: this.rec.run.snapshots.length, intents: this.rec.run.log.length };
  }

  /** How many times a moment was shown again (the scene rebuilt from a snapshot): what watches the scene's settings reads it. */
  get restores(): number {
    return this.restoreCount;
  }

  /** The step the scene on screen is at. */
  get shownStep(): number {
    return this.plays.model.world.steps;
  }

  /** Whether the scene on screen is behind the recording's present, repeating it unchanged. */
  get behind(): boolean {
    return this.available && this.rec.following && this.shownStep < this.presentStep;
  }

  /** Whether a what-if run plays beside the recorded one. */
  get comparing(): boolean {
    return this.rec.beside !== null && this.available;
  }

  /** The comparison on screen (its runs, ghosts, traces and figures at the shown step), or null without one. */
  get compared(): ComparisonOnScreen | null {
    return this.comparing && this.rec.beside ? new ComparisonOnScreen(this.rec.beside, this.rec.run, this.shownStep, this.clock.dt, this.scope.capacity) : null;
  }

  /** The recorded run's bodies at the shown step, or null (no comparison, or past the recording's end). */
  get ghost(): RunGhost | null {
    return this.compared?.ghosts.find((ghost) => ghost.slot === 0) ?? null;
  }

  /** Every run's figures from the branch to the shown step, per entity; null without a comparison. */
  get comparison(): RunComparison | null {
    return this.compared?.figures ?? null;
  }

  /** What the history holds now, read-only. */
  get runs(): HistoryRuns {
    return { ...this.rec.run, compared: this.comparing ? this.rec.beside : null, legacy: this.rec.legacy };
  }

  /** While a legacy run shared plays again (comparisonReplay.ts), settles and takes snapshots at its `steps`, not when due. Null: as due. */
  replaySettles(steps: ReadonlySet<number> | null): void {
    this.schedule = steps;
  }

  /**
   * Starts the recording now, before any input of the current step (a comparison's scene just
   * opened at its start: the intents it replays there go in the log). Refused where no history is kept.
   */
  startNow(): SettingResult {
    const current = this.plays.current;
    if (!rewindable(current) || this.elsewhere()) return refused('timeline', 'no history is kept here');
    this.forget();
    const settling = current.model.world.settling;
    if (settling.settlesByItself && !settling.beforeNextStep) return refused('timeline', 'the scene does not settle before its next step');
    this.rec.play = current;
    this.rec.legacy = !settling.settlesByItself;
    return this.takeSnapshot() ? OK : refused('timeline', 'the scene cannot be described');
  }

  /** Queues a message for the player (shown with the timeline's own). */
  tell(message: string): void {
    this.notices.push(message);
  }

  /** Messages for the player (a target taken over), oldest first; the queue is emptied. */
  takeNotices(): string[] {
    return this.notices.splice(0);
  }

  /**
   * The door applied `intent` to the scene (IntentDoor.ts): it goes in the log at the current step.
   * Behind the present, the run branches there first: what was recorded from there becomes the
   * ghost. A target the what-if run takes hold of no longer moves as recorded.
   */
  note(intent: SceneIntent, notes: readonly ChangeNote[] = []): void {
    if (this.replaying || !this.available || this.plays.current !== this.rec.play) return;
    const step = this.shownStep;
    const takes = takenBy(intent, this.plays.model);
    const entry: LoggedIntent = { step, intent, ...(takes.length > 0 && { takes }), ...(notes.length > 0 && { notes }) };
    // Behind the present the run branches at the next step (until then Play again and the timeline stay as they were).
    if (this.rec.following) return void this.branching.push(entry);
    this.rec.run.log.push(entry);
    if (this.rec.beside) for (const id of takes) this.takeOver(id, true);
  }

  /**
   * Shows step `step` of the recording: pauses the game and puts the scene back exactly as that
   * step left it (the trails and the scope too); what the player changes before the next step
   * branches from there. Refused outside the kept range or without a history.
   */
  show(step: number): SettingResult {
    if (!this.available || !this.rec.play) return refused('timeline', 'no history to show here: the timeline keeps the playground (Track, Seek, Path), the Hunt over it and Intercept.');
    if (!Number.isInteger(step) || step < this.oldestStep || step > this.presentStep) return refused('timeline', `step must be an integer from ${this.oldestStep} to ${this.presentStep}; got ${String(step)}`);
    if (this.shownStep === this.presentStep && !this.rec.following) this.pausedAtPresent = this.clock.paused;
    this.clock.setPaused(true);
    if (step === this.shownStep) return OK;
    const snapshots = this.rec.run.snapshots;
    let snapshot = snapshots[0] as Checkpoint;
    for (const s of snapshots) if (s.step <= step) snapshot = s;
    this.replaying = true;
    try {
      this.restore(snapshot);
      while (this.shownStep < step) if (this.plays.stepper.step() !== 'stepped') break;
    } catch (error) {
      // Not expected (a snapshot of the game's own run): the scene gives way to the default opening, saying why.
      this.replaying = false;
      this.forget();
      this.plays.replaceFaultyScene(error);
      return refused('timeline', `step ${step} could not be shown (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      this.replaying = false;
    }
    this.rec.following = this.shownStep < this.presentStep;
    refillFromFrames(this.rec.run.frames, this.plays.model, this.scope, this.shownStep);
    return OK;
  }

  /**
   * Plays again from the shown moment: the game runs on as it ran before the player went back
   * (paused stays paused: single steps walk the replay), repeating the recording until something
   * changes. Refused at the present, where there is nothing to play again.
   */
  playAgain(): SettingResult {
    if (!this.available || !this.rec.following) return refused('timeline', 'nothing to play again: go back on the timeline first (drag it, or press , to go back 1 s).');
    this.clock.setPaused(this.pausedAtPresent);
    return OK;
  }

  /** Called before each fixed step (PlayStepper): replays, follows or records its input. */
  beforeStep(): void {
    if (this.replaying) return this.replayInput(this.shownStep);
    const current = this.plays.current;
    if (!rewindable(current) || current === this.unrecordable || this.elsewhere() || steeredByCode(current)) {
      if (this.rec.play) this.forget();
      return;
    }
    if (current !== this.rec.play) {
      if (this.rec.play) this.forget();
      // A recording starts before a step the world settles at (a play over the same world that does not: at the next one).
      const settling = current.model.world.settling;
      if (settling.settlesByItself && !settling.beforeNextStep) return;
      this.rec.play = current;
      this.rec.legacy = !settling.settlesByItself;
      // The first snapshot holds what the scene is now, the input before its first step included.
      if (!this.takeSnapshot()) return;
    }
    const step = this.shownStep;
    if (this.branching.length > 0) this.branch(step);
    if (this.rec.following) {
      if (step < this.presentStep) return this.replayInput(step);
      this.rec.following = false;
    }
    this.followGhost(step);
    this.rec.run.frames.push(beginFrame(current.model, this.rec.run.frames[this.rec.run.frames.length - 1]));
  }

  /** Called after each fixed step, once the scope has its sample: finishes the step's frame; the next step's snapshot when due. */
  stepped(): void {
    if (!this.rec.play || this.plays.current !== this.rec.play) return;
    const model = this.rec.play.model;
    const next = model.world.steps;
    const settling = model.world.settling;
    if (this.replaying || this.rec.following) {
      if (this.rec.legacy && this.rec.run.settles.includes(next)) settling.settleDroppingContacts();
      return;
    }
    const frames = this.rec.run.frames;
    const frame = frames[frames.length - 1];
    if (!frame || frame.step !== next - 1 || frame.poses) return;
    finishFrame(frame, model, frames[frames.length - 2]?.ids ?? null, scopeSampleOf(this.scope, model));
    if (!this.rec.legacy && settling.lastSettledStep === next - 1) this.rec.run.settles.push(next - 1);
    // A legacy run played again settles where it did, keeping a snapshot a second at most (a file may list every step).
    const last = this.rec.run.snapshots[this.rec.run.snapshots.length - 1];
    if (this.schedule) {
      if (this.schedule.has(next)) this.takeSnapshot(!last || next - last.step >= SNAPSHOT_STEPS_RANGE.min);
    } else if (this.rec.legacy ? legacySnapshotDue(this.rec.run, next, model.world) : snapshotDue(this.rec.run, next, model.world)) this.takeSnapshot();
    pruneRun(this.rec.run, this.maxFrames);
  }

  /**
   * Takes a snapshot of the scene before the step it is at (unless `keepIt` is false); in a legacy
   * recording it then settles the world, dropping its contacts, as a restore from it does. False
   * when the scene cannot be described (the history steps aside).
   */
  private takeSnapshot(keepIt = true): boolean {
    const play = this.rec.play as Play;
    try {
      if (keepIt) this.rec.run.snapshots.push(takeCheckpoint(play, this.clock.timeBase, this.plays.randomState, this.keep));
    } catch {
      // A scene that no longer describes itself (a target gone non-finite): the world's own step says what failed.
      this.forget();
      this.unrecordable = play;
      return false;
    }
    if (!this.rec.legacy) return true;
    const world = play.model.world;
    this.rec.run.settles.push(world.steps);
    world.settling.settleDroppingContacts();
    return true;
  }

  /** Sets the whole history aside and starts empty (a comparison about to open: should it be refused, {@link putBack} brings this one back). */
  setAside(): SetAsideHistory {
    const saved = { recording: this.rec, pausedAtPresent: this.pausedAtPresent };
    this.forget();
    return saved;
  }

  /** Brings back a history set aside with {@link setAside}, as it was (its scene put back first). */
  putBack(saved: SetAsideHistory): void {
    this.rec = saved.recording;
    this.pausedAtPresent = saved.pausedAtPresent;
  }

  /** Forgets the history (another play, a reset, a scene opened: the next step starts a new one). */
  forget(): void {
    this.rec = newRecording();
    this.branching.length = 0;
  }

  /** The input of step `step` as the log has it, applied again: the intents written down there, then the targets the ghost's recording moves. */
  private replayInput(step: number): void {
    const log = this.rec.run.log;
    while (this.rec.cursor < log.length && (log[this.rec.cursor] as LoggedIntent).step < step) this.rec.cursor++;
    while (this.rec.cursor < log.length && (log[this.rec.cursor] as LoggedIntent).step === step) {
      const { intent, takes } = log[this.rec.cursor++] as LoggedIntent;
      this.replayIntent(intent);
      for (const id of takes ?? []) this.takeOver(id, false);
    }
    this.followGhost(step);
  }

  /** The what-if run's targets that the player has not taken over move as recorded: put as the ghost's frame began. */
  private followGhost(step: number): void {
    const frame = this.ghostFrame(step);
    if (frame) applyFrameTargets(this.plays.model, frame, this.rec.takenOver);
  }

  /**
   * The run branches at `step` with the intents the player applied before it: what it held from
   * there becomes the recorded run beside it (the ghost), or, while comparing already, the run
   * playing is set aside beside the others (comparedRuns.ts); the intents begin the new run's log.
   */
  private branch(step: number): void {
    this.rec.following = false;
    const present = this.presentStep;
    const tail = splitRun(this.rec.run, step);
    if (!this.rec.beside) this.rec.beside = new ComparedRuns({ from: step, ...tail });
    else {
      const gaveWay = this.rec.beside.branchAgain(this.rec.run, tail, step, present);
      if (gaveWay !== null) this.notices.push(`A comparison shows ${MAX_RUNS} runs at most: the oldest what-if run set aside gave way to this one.`);
    }
    this.rec.takenOver.clear();
    // Still against the same recording: what the what-if run took over before `step` stays taken.
    for (const { takes } of this.rec.run.log) for (const id of takes ?? []) this.rec.takenOver.add(id);
    for (const entry of this.branching.splice(0)) {
      this.rec.run.log.push(entry);
      for (const id of entry.takes ?? []) this.takeOver(id, true);
    }
    this.rec.cursor = this.rec.run.log.length;
  }

  private takeOver(id: string, tell: boolean): void {
    if (this.rec.takenOver.has(id) || !this.rec.beside) return;
    this.rec.takenOver.add(id);
    if (tell) this.notices.push(`You took ${id} over: it no longer moves as recorded (the ghost's run keeps its recorded motion).`);
  }

  /** Puts the scene back as `snapshot` holds it, to settle as it did when it was taken; the targets the what-if run had taken over before it. */
  private restore(snapshot: Checkpoint): void {
    this.restoreCount++;
    const selected = this.plays.model.selectedId;
    this.branching.length = 0;
    restoreSession(this.plays.model.session, this.keep, snapshot);
    // Bodies piled up in the recorded run start piled up again (a scene from outside may not: crowdedStart.ts).
    this.rec.play = acceptingPiles(() => this.plays.rewind(snapshot.scene, snapshot.random, (play) => adoptCheckpoint(play, snapshot)));
    const model = this.rec.play.model;
    // A rebuilt world settles at its first step as the recorded one did there; a legacy one now, as it was settled then.
    if (this.rec.legacy) {
      model.world.settling.settleOnlyWhenTold();
      model.world.settling.settleDroppingContacts();
    }
    // The selection is the player's view, not the scene's: it stays where it was.
    if (selected !== null && model.findRecord(selected)) model.selectedId = selected;
    this.rec.cursor = 0;
    this.rec.takenOver.clear();
    for (const { step, takes } of this.rec.run.log) if (step < snapshot.step) for (const id of takes ?? []) this.rec.takenOver.add(id);
  }

  private ghostFrame(step: number): HistoryFrame | undefined {
    return this.rec.beside?.recordedFrame(step);
  }
}
