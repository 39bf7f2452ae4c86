// The playground's history: it records the last minute of play (snapshots, the log of intents, a frame a step), shows a moment again
// and plays on from it, branching a what-if run where the player changes something.
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { SceneIntent } from '../intents/Intent';
import type { Play } from '../plays/Play';
import type { PlayDirector } from '../plays/PlayDirector';
import { CODE_STEERS, rewindable, steeredByCode } from '../plays/rebuildPlay';
import type { DemoClock } from '../time/DemoClock';
import type { Checkpoint, SessionKeep } from './Checkpoint';
import { restoreRecording, takeSnapshot } from './recordingSnapshots';
import { endReached, leaveWhenPast } from './comparisonSpan';
import type { ChangeNote } from './changeNotes';
import { applyFrameTargets, beginFrame, finishFrame } from './HistoryFrame';
import { refillFromFrames, scopeSampleOf } from './refill';
import {
  branchAt,
  branchLog,
  newRecording,
  startRecording,
  takenNotice,
  takeTarget,
  type Recording,
  type SetAsideHistory,
} from './heldRuns';
import type { LoggedIntent, RunLog } from './historyRuns';
import { SceneHistoryReads } from './SceneHistoryReads';
import { appendPart, type RunPart } from './runParts';
import { takenBy } from './takenTargets';
import { branchRefusal } from './branchRules';
import { playToEnd } from './playToEnd';
import { pruneRun } from './runLog';
import { snapshotWanted } from './snapshotPolicy';

/** Simulated time the history keeps at least, s. */
export const HISTORY_SECONDS = 60;

/** Applies an intent of the log again (the door's applier, without writing it down again). */
export type ReplayIntent = (intent: SceneIntent) => SettingResult;

/**
 * The playground's history (`demo.history`): the last {@link HISTORY_SECONDS} s of simulated time
 * (docs/playing.md), kept as complete snapshots (Checkpoint.ts, every second or few:
 * snapshotPolicy.ts), the log of every intent the door applied, by step, and one frame per step
 * (HistoryFrame.ts: the bodies' poses for the ghost and the figures). A snapshot of step s is taken
 * as step s − 1 ends, only before a step the world settles at by its own rule
 * (src/sim/WorldSettling.ts), as a world rebuilt from it settles at its first step: showing a
 * moment restores the snapshot at or before it and replays the log to it, bit for bit, and a run
 * recorded is the run not recorded (a legacy comparison's world settles only when told:
 * {@link Recording.legacy}). From a shown moment the game plays on, following the log; a change
 * there (an intent through the door) branches a what-if run, the recorded run beside it as a
 * ghost, its targets moving as recorded until the player takes hold of one. While a comparison
 * lives its start stays (comparisonSpan.ts), up to a comparison's length. The playground, the Hunt
 * over it and Intercept keep one (rebuildPlay.ts), outside the tour; another play, a reset or a
 * scene opened starts it again; the player's code steering stops it.
 */
export class SceneHistory extends SceneHistoryReads {
  /** A playground whose snapshot could not be taken (its scene is no longer sound): it keeps no history. */
  private unrecordable: Play | null = null;
  /** While a moment is shown again: the steps are the log's, and nothing is recorded. */
  private replaying = false;
  private readonly notices: string[] = [];
  /** Whether the game was paused when the player first went back from the present (Play again resumes as it was). */
  private pausedAtPresent = false;
  /**
   * Whether a run of a shared comparison plays again (comparisonJobs.ts): its runs branch as its file says, none refused, nothing let go.
   */
  private sharing = false;
  /** The steps a legacy run shared settled at, while it plays again, or null: snapshots fall due by themselves. */
  private schedule: ReadonlySet<number> | null = null;
  private readonly maxFrames: number;

  constructor(
    plays: PlayDirector,
    clock: DemoClock,
    scope: ScopeRecorder,
    /** What the session keeps that intents read (what new entities get, the toggle's mix): a snapshot holds it. */
    private readonly keep: SessionKeep,
    /** Applies a logged intent again. */
    private readonly replayIntent: ReplayIntent,
    /** Whether the scene belongs to something that keeps its own records (the guided tour): then no history. */
    private readonly elsewhere: () => boolean = () => false,
  ) {
    super(plays, clock, scope);
    this.maxFrames = Math.ceil(HISTORY_SECONDS / clock.dt);
  }

  /**
   * While a run of a shared comparison plays again (`sharing`, comparisonJobs.ts): a legacy run settles and
   * takes snapshots at its `steps`, not when due (null: as due, the world settling by its own rule).
   */
  replayShared(sharing: boolean, steps: ReadonlySet<number> | null = null): void {
    this.sharing = sharing;
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
    if (!startRecording(this.rec, current)) return refused('timeline', 'the scene does not settle before its next step');
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
   * ghost. A target the what-if run takes hold of no longer moves as recorded. A change that changes
   * nothing or makes a run on the card again is refused (branchRules.ts; `settingsOnly`: its kind
   * changes settings alone): the moment is shown again as it was, with the changes made before it.
   */
  note(intent: SceneIntent, notes: readonly ChangeNote[] = [], settingsOnly = false): SettingResult {
    if (this.replaying || !this.available || this.plays.current !== this.rec.play) return OK;
    const step = this.shownStep;
    const takes = takenBy(intent, this.plays.model);
    const entry: LoggedIntent = {
      step,
      intent,
      ...(takes.length > 0 && { takes }),
      ...(notes.length > 0 && { notes }),
      ...(settingsOnly && { setting: true as const }),
    };
    if (!this.rec.following) {
      this.rec.run.log.push(entry);
      for (const id of takes) if (takeTarget(this.rec, id)) this.notices.push(takenNotice(id));
      return OK;
    }
    // Behind the present the run branches at the next step (until then Play again and the timeline stay as they were).
    const refusal = this.sharing
      ? null
      : branchRefusal(notes, settingsOnly, this.rec.beside, branchLog(this.rec, step, [...this.branching, entry]), this.rec.run.log);
    if (!refusal) {
      this.branching.push(entry);
      return OK;
    }
    const made = this.branching.splice(0);
    this.show(step, true);
    for (const earlier of made) {
      this.branching.push(earlier);
      this.replayIntent(earlier.intent);
    }
    this.tell(refusal);
    return refused('timeline', refusal);
  }

  /**
   * Shows step `step` of the recording: pauses the game and puts the scene back exactly as that
   * step left it (the trails and the scope too); what the player changes before the next step
   * branches from there. Refused outside the kept range or without a history.
   */
  show(step: number, again = false): SettingResult {
    return playToEnd(this.showing(step, true, again));
  }

  /**
   * {@link show}, yielding after each step it replays (for an opening between frames); a moment of the run playing after its branch
   * `withInput` (its changes there applied: the panel shows the run shown); `again`: even when on screen.
   */
  *showing(step: number, withInput = true, again = false): Generator<void, SettingResult, void> {
    if (!this.available || !this.rec.play)
      return refused(
        'timeline',
        steeredByCode(this.plays.current)
          ? `no history to show: ${CODE_STEERS}`
          : 'no history to show here: the timeline keeps the playground (Track, Seek, Path), the Hunt over it and Intercept.',
      );
    if (!Number.isInteger(step) || step < this.oldestStep || step > this.presentStep)
      return refused('timeline', `step must be an integer from ${this.oldestStep} to ${this.presentStep}; got ${String(step)}`);
    if (this.shownStep === this.presentStep && !this.rec.following) this.pausedAtPresent = this.clock.paused;
    this.clock.setPaused(true);
    if (step === this.shownStep && !again) return OK;
    const snapshots = this.rec.run.snapshots;
    let snapshot = snapshots[0] as Checkpoint;
    for (const s of snapshots) if (s.step <= step) snapshot = s;
    this.replaying = true;
    try {
      this.restore(snapshot);
      while (this.shownStep < step) {
        if (this.plays.stepper.step() !== 'stepped') break;
        yield;
      }
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
    if (withInput && this.rec.following && this.rec.beside && step >= this.rec.beside.playingFrom) {
      this.replayInput(step);
      this.rec.inputShown = step;
    }
    refillFromFrames(this.rec.run.frames, this.plays.model, this.scope, this.shownStep);
    return OK;
  }

  /**
   * Plays again from the shown moment: the game runs on as it ran before the player went back
   * (paused stays paused: single steps walk the replay), repeating the recording until something
   * changes; with a change made there it plays the what-if run. Refused at the present.
   */
  playAgain(): SettingResult {
    if (!this.available || !this.rec.following)
      return refused('timeline', 'nothing to play again: go back on the timeline first (drag it, or press , to go back 1 s).');
    this.clock.setPaused(this.branching.length > 0 ? false : this.pausedAtPresent);
    return OK;
  }

  /** Called before each fixed step (PlayStepper): replays, follows or records its input. */
  beforeStep(): void {
    if (this.replaying) return this.replayInput(this.shownStep);
    const current = this.plays.current;
    if (!rewindable(current) || current === this.unrecordable || this.elsewhere() || steeredByCode(current)) {
      if (this.rec.play === current && this.available && steeredByCode(current))
        this.tell(
          `Your code steers a body now, so the timeline’s ${((this.presentStep - this.oldestStep) * this.clock.dt).toFixed(2)} s ` +
            `went: ${CODE_STEERS}`,
        );
      if (this.rec.play) this.forget();
      return;
    }
    if (current !== this.rec.play) {
      if (this.rec.play) this.forget();
      // A recording starts before a step the world settles at (a play over the same world that does not: at the next one),
      // its first snapshot holding what the scene is now, the input before its first step included.
      if (!startRecording(this.rec, current) || !this.takeSnapshot()) return;
    }
    const step = this.shownStep;
    if (this.branching.length > 0) this.branch(step);
    this.rec.inputShown = null;
    if (this.rec.following) {
      if (step < this.presentStep) return this.replayInput(step);
      this.rec.following = false;
    }
    // Played on past the comparison's end, it is left (the player was told as it got there: comparisonSpan.ts).
    const left = this.sharing ? null : leaveWhenPast(this.rec, step, current.model.time);
    if (left) this.tell(left);
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
    const wanted = snapshotWanted(this.rec.run, next, model.world, this.rec.legacy, this.schedule);
    if (wanted) this.takeSnapshot(wanted === 'keep');
    // A shared comparison plays again whole; a comparison on screen keeps its start (comparisonSpan.ts).
    if (!this.sharing) pruneRun(this.rec.run, this.maxFrames, this.rec.beside?.branch ?? null);
    const ended = this.sharing ? null : endReached(this.rec, next, model.time, this.clock.dt);
    if (ended) {
      this.clock.setPaused(true);
      this.tell(ended);
    }
  }

  /**
   * Takes a snapshot of the scene before the step it is at (recordingSnapshots.ts); false when the scene cannot be described (the history
   * steps aside).
   */
  private takeSnapshot(keepIt = true): boolean {
    const play = this.rec.play as Play;
    if (takeSnapshot(this.rec, this.clock.timeBase, this.plays.randomState, this.keep, keepIt)) return true;
    this.forget();
    this.unrecordable = play;
    return false;
  }

  /**
   * Sets the whole history aside and starts empty (a comparison about to open: should it be refused, {@link putBack} brings this one back).
   */
  setAside(): SetAsideHistory {
    const saved = { recording: this.rec, pausedAtPresent: this.pausedAtPresent };
    this.forget();
    return saved;
  }

  /**
   * Takes `recording` as its own, on the scene on screen, nothing shown yet (a shared comparison put together from its runs:
   * assembleRuns.ts).
   */
  adopt(recording: Recording): void {
    this.rec = recording;
    this.branching.length = 0;
  }

  /**
   * Takes `run` as the run it records (a shared comparison's recorded run played elsewhere, a what-if run to play from it:
   * comparisonJobs.ts); {@link extendRecorded} brings more of it.
   */
  adoptRun(run: RunLog): void {
    this.rec.run = run;
  }

  /** More of that recorded run: appended to this history's run, or once a run branched from it, to the recording beside. */
  extendRecorded(part: RunPart): void {
    if (this.rec.beside) this.rec.beside.extendRecording(part);
    else appendPart(this.rec.run, part);
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

  /**
   * The input of step `step` as the log has it, applied again: the intents written down there, then the targets the ghost's recording
   * moves.
   */
  private replayInput(step: number): void {
    const log = this.rec.run.log;
    while (this.rec.cursor < log.length && (log[this.rec.cursor] as LoggedIntent).step < step) this.rec.cursor++;
    while (this.rec.cursor < log.length && (log[this.rec.cursor] as LoggedIntent).step === step) {
      const { intent, takes } = log[this.rec.cursor++] as LoggedIntent;
      this.replayIntent(intent);
      for (const id of takes ?? []) takeTarget(this.rec, id);
    }
    this.followGhost(step);
  }

  /** The what-if run's targets that the player has not taken over move as recorded: put as the ghost's frame began. */
  private followGhost(step: number): void {
    const frame = this.rec.beside?.recordedFrame(step);
    if (frame) applyFrameTargets(this.plays.model, frame, this.rec.takenOver);
  }

  /** The run branches at `step` with the intents the player applied before it (heldRuns.ts's branchAt). */
  private branch(step: number): void {
    this.notices.push(...branchAt(this.rec, step, this.branching.splice(0), this.presentStep));
  }

  /** Puts the scene back as `snapshot` holds it (recordingSnapshots.ts). */
  private restore(snapshot: Checkpoint): void {
    this.restoreCount++;
    this.branching.length = 0;
    restoreRecording(this.rec, this.plays, this.keep, snapshot);
  }
}
