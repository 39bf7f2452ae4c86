/**
 * Every path a player takes (issue 41): a model-based test over the real UI, with fast-check's
 * model runner. Sequences of three or four actions (the tour's Next, Back, Leave and its button,
 * panel changes, the turn-rate key, mode keys, Hunt and Race on and off, entities added, removed
 * and selected, drags of the target slowly, quickly, behind the bodies, eased and thrown, share and reopen,
 * reload) run on one page with real
 * input; simulated time advances by whole fixed steps (the game's test hook pauses and steps), not
 * by the wall clock. After every action: no console error; no stale figure (a result on the
 * tour's card is the one the simulation holds, of a turn timed from after the latest move of the
 * target, and none shows while the target moves; each turn it reports is the one recorded after
 * every fixed step); no step still says "Waiting" once the player
 * did something in it, nor waits for a thrown target to come to rest longer than the tour lets it fly; and leaving the tour, the Hunt or
 * the race gives back the player's scene
 * and settings as they were.
 *
 * TOUR_MODEL_RUNS sets the number of sequences (30 by default: the CI sample; the headless player
 * walk, tests/app/playerWalk.test.ts, carries the thousands), TOUR_MODEL_SEED the seed;
 * TOUR_MODEL_LOG=1 prints each action. Each phase of an action is one call into the page (this
 * machine is slow to answer), with the page's own helpers installed by `installLook`.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { openDemo } from './helpers/page';
import { installLook, look, type Look, type LookHook, type Real } from './helpers/tourModelPage';
import { checkAfter, LAST_STEP, resultsChecked, targetMoved, type Model } from './helpers/tourModelCheck';
import { startRecording } from './helpers/tourFrames';
import { openPanel } from './helpers/controls';

/** How many action sequences run, and from which seed. */
const RUNS = Number(process.env.TOUR_MODEL_RUNS ?? 30);
const SEED = Number(process.env.TOUR_MODEL_SEED ?? 41);
/** How a player drags: slowly, quickly, behind the bodies, eased (fast, then slower with pauses), or thrown (let go while moving). */
type DragStyle = 'slow' | 'fast' | 'behind' | 'eased' | 'throw';

/** A drag of the target the way people do it: to a spot `turn` degrees round the selected body (or behind it), `reach` px away. */
class Drag implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly style: DragStyle,
    readonly turn: number,
    readonly reach: number,
    readonly settle: number,
  ) {}

  check(model: Readonly<Model>): boolean {
    // In Path mode a drag draws; the Hunt and the guidance step's hunt move their targets themselves.
    return model.mode !== 'path' && model.play !== 'hunt' && model.tour !== LAST_STEP;
  }

  async run(model: Model, real: Real): Promise<void> {
    const { page } = real;
    const { start, from, to, ok } = await page.evaluate(
      ([style, turn, reach]) => (window as unknown as LookHook).tourDragPlan(style, turn, reach),
      [this.style === 'behind' ? 'behind' : 'toward', this.turn, this.reach] as const,
    );
    if (!ok) return;
    const moves = { slow: 3, fast: 2, behind: 1, eased: 5, throw: 3 }[this.style];
    // A throw needs time running (paused, a release only places the target): Space, as a player would; the next look pauses again.
    if (this.style === 'throw') await page.keyboard.press('Space');
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    for (let i = 1; i <= moves; i++) {
      // An eased drag covers most of the way at once and creeps the rest: 1 − (1 − i/n)³.
      const along = this.style === 'eased' ? 1 - (1 - i / moves) ** 3 : i / moves;
      await page.mouse.move(from[0] + (to[0] - from[0]) * along, from[1] + (to[1] - from[1]) * along);
      // A throw's moves come within milliseconds (a flick), and it is let go at once: no step between them.
      if (this.style === 'throw') continue;
      // Paused, the target is put where the pointer is at once: the next step sees it move (a slow drag steps on between moves).
      const first = i === 1 && model.tour !== null;
      const moving = await look(page, first || (this.style !== 'slow' && this.style !== 'eased') ? 1 : 6, first);
      // The target moved in that step: no figure of the turn before stays on the card.
      if (first && targetMoved(start.s, moving.s)) {
        expect(moving.s.tour?.result ?? null, `${this}: no result in the step the target moved`).toBeNull();
        expect(moving.card, `${this}: no figure on the card in the step the target moved`).not.toMatch(/^Result:/);
      }
    }
    // Held still a moment before it is let go (a drop), or let go at once (a throw: its time read just after).
    let released = this.style === 'throw' ? start : await look(page, 4, false);
    await page.mouse.up();
    if (this.style === 'throw') released = await look(page, 0, false);
    const after = await look(page, this.settle, model.tour !== null);
    if (targetMoved(start.s, after.s)) {
      model.movedAt = start.s.time;
      model.releasedAt = released.s.time;
      if (model.tour !== null) model.acted = true;
    }
    checkAfter(model, real, String(this), after);
  }

  toString(): string {
    return `drag ${this.style} ${this.turn}° ${this.reach}px, ${this.settle} steps`;
  }
}

/** The keys and buttons of the game and the tour. */
type Key =
  | 'tour'
  | 'next'
  | 'back'
  | 'leave'
  | 'act'
  | 'turn-rate'
  | 'track'
  | 'seek'
  | 'path'
  | 'hunt'
  | 'race'
  | 'add-missile'
  | 'add-character'
  | 'remove'
  | 'select';
const KEYS: Partial<Record<Key, string>> = {
  tour: 'u',
  'turn-rate': 't',
  track: '1',
  seek: '2',
  path: '3',
  hunt: 'h',
  race: 'k',
  'add-missile': 'm',
  'add-character': 'c',
  remove: 'Delete',
  select: 'e',
};

/** A key or a button, with what it means for the model. */
class Press implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly what: Key,
    readonly settle: number,
  ) {}

  check(model: Readonly<Model>): boolean {
    switch (this.what) {
      case 'tour':
        return model.tour === null && model.play === null;
      case 'back':
        // Back is disabled on the first step.
        return model.tour !== null && model.tour > 0;
      case 'next':
      case 'leave':
      case 'act':
        return model.tour !== null;
      case 'hunt':
      case 'race':
        return model.tour === null && (model.play === null || model.play === this.what);
      case 'add-missile':
      case 'add-character':
      case 'remove':
      case 'select':
        // The player's own scene: entities added, removed and selected (ids freed and used again).
        return model.tour === null && model.play === null;
      default:
        return model.play === null;
    }
  }

  async run(model: Model, real: Real): Promise<void> {
    const { page } = real;
    const entering = this.what === 'tour' || ((this.what === 'hunt' || this.what === 'race') && model.play === null);
    // What it was like before: only where the press needs it (a mode entered, the target's move timed).
    const start = entering || this.what === 'act' ? await look(page, 1, false) : null;
    // The tour's scenes keep the player's scene still: it must come back exactly; the plays move it on.
    if (start && entering) model.before = this.what === 'tour' ? start.exactState : start.state;
    const key = KEYS[this.what];
    if (key) await page.keyboard.press(key);
    else await page.locator(this.what === 'act' ? '#tour-action' : `#tour-${this.what}`).click();
    // Leaving a mode: the player's scene is read before it steps on.
    const leaving =
      this.what === 'leave' ||
      (this.what === 'next' && model.tour === LAST_STEP) ||
      ((this.what === 'hunt' || this.what === 'race') && model.play !== null);
    const back = leaving ? await look(page, 0, false) : null;
    // The card is read only while the tour runs: a frame to draw it then.
    const after = await look(page, this.settle, this.what === 'tour' || (model.tour !== null && !leaving));
    const s = after.s;
    switch (this.what) {
      case 'tour':
      case 'next':
      case 'back': {
        const ended = model.tour === LAST_STEP && this.what === 'next';
        model.tour =
          this.what === 'tour'
            ? (s.tour?.index ?? null)
            : ended
              ? null
              : this.what === 'next'
                ? (model.tour as number) + 1
                : (model.tour as number) - 1;
        model.acted = false;
        // A new step: any result in it is of a move made in it (at least `settle` steps from now).
        model.movedAt = -Infinity;
        model.releasedAt = -Infinity;
        if (ended) this.restored(model, back as Look, true);
        break;
      }
      case 'leave':
        model.tour = null;
        this.restored(model, back as Look, true);
        break;
      case 'act':
        // The button moves the target (or, in step 4, switches the arithmetic first).
        model.acted = true;
        model.movedAt = (start as Look).s.time;
        model.releasedAt = (start as Look).s.time;
        break;
      case 'hunt':
      case 'race':
        if (model.play === null) {
          // The race needs a selected entity; without one it says so and nothing starts.
          model.play = s.hunt ? 'hunt' : s.race ? 'race' : null;
          if (model.play === null) model.before = null;
        } else {
          model.play = null;
          this.restored(model, back as Look, false);
        }
        break;
      default:
        break;
    }
    model.mode = s.mode;
    checkAfter(model, real, String(this), after);
  }

  /** Leaving a mode gives back the player's scene and settings exactly (the tour: places too, its clock stood still). */
  private restored(model: Model, after: Look, exact: boolean): void {
    expect(exact ? after.exactState : after.state, `${this}: the player's scene and settings are back`).toBe(model.before);
    model.before = null;
  }

  toString(): string {
    return `press ${this.what}, ${this.settle} steps`;
  }
}

/**
 * The tour's buttons as a player uses them, resolved against where the page is: outside the tour
 * it starts it (U); in it, by `choice` (0 to 7), its button (0–2, 6), Next (3–4), Back (5) or
 * Leave (7). A running Hunt or race is switched off instead, as a player would before a tour.
 */
class TourAction implements fc.AsyncCommand<Model, Real> {
  private resolved: Press | null = null;

  constructor(
    readonly choice: number,
    readonly settle: number,
  ) {}

  private press(model: Readonly<Model>): Press {
    if (model.play !== null) return new Press(model.play, this.settle);
    if (model.tour === null) return new Press('tour', this.settle);
    const byChoice: Key[] = ['act', 'act', 'act', 'next', 'next', 'back', 'act', 'leave'];
    const what = byChoice[this.choice] as Key;
    // Back is disabled on the first step: its button there.
    return new Press(what === 'back' && model.tour === 0 ? 'act' : what, this.settle);
  }

  check(model: Readonly<Model>): boolean {
    return this.press(model).check(model);
  }

  async run(model: Model, real: Real): Promise<void> {
    this.resolved = this.press(model);
    await this.resolved.run(model, real);
  }

  toString(): string {
    return `tour action ${this.choice}${this.resolved ? ` (${this.resolved})` : ''}`;
  }
}

/** A change in the panel: the max turn rate typed into its field. */
class PanelRate implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly rate: number,
    readonly settle: number,
  ) {}

  check(model: Readonly<Model>): boolean {
    return model.play === null;
  }

  async run(model: Model, real: Real): Promise<void> {
    // The panel is open (see `openPanel` in the test): type the value and commit it, as a player does.
    const field = real.page.locator('#panel-maxAngularAcceleration');
    await field.fill(String(this.rate));
    await field.press('Enter');
    checkAfter(model, real, String(this), await look(real.page, this.settle, model.tour !== null));
  }

  toString(): string {
    return `panel: max turn rate ${this.rate}, ${this.settle} steps`;
  }
}

/** Share the scene and open the link (outside the tour and the plays), or reload the page. */
class Reopen implements fc.AsyncCommand<Model, Real> {
  constructor(readonly how: 'share' | 'reload') {}

  check(model: Readonly<Model>): boolean {
    return this.how === 'reload' || (model.tour === null && model.play === null);
  }

  async run(model: Model, real: Real): Promise<void> {
    const { page } = real;
    const start = await look(page, 1, false);
    if (this.how === 'share') {
      // Share is in the panel (built the first time it opens).
      await openPanel(page);
      await page.locator('#share-settings').click();
      await expect(page.locator('#share-link')).toHaveValue(/[?&]z=/);
      await page.goto(await page.locator('#share-link').inputValue());
    } else await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
    await startRecording(page);
    await openPanel(page);
    const after = await look(page, 2, false);
    Object.assign(model, { tour: null, acted: false, play: null, before: null, mode: after.s.mode, movedAt: 0, releasedAt: -Infinity });
    // A shared link opens the scene and the settings it was taken with.
    if (this.how === 'share') {
      const { mode, entities, targets } = JSON.parse(start.state) as Record<string, unknown>;
      expect(JSON.parse(after.state), `${this}: the link opens what was shared`).toMatchObject({ mode, entities, targets });
    }
    checkAfter(model, real, String(this), after);
  }

  toString(): string {
    return this.how === 'share' ? 'share and open the link' : 'reload';
  }
}

const settle = fc.integer({ min: 30, max: 240 });
const drags = fc
  .tuple(
    fc.constantFrom<DragStyle>('slow', 'fast', 'behind', 'eased', 'throw'),
    fc.integer({ min: -150, max: 150 }),
    fc.integer({ min: 90, max: 200 }),
    fc.integer({ min: 60, max: 360 }),
  )
  .map(([style, turn, reach, steps]) => new Drag(style, turn, reach, steps));
const presses = (...what: Key[]) => fc.tuple(fc.constantFrom(...what), settle).map(([key, steps]) => new Press(key, steps));
/** The actions, weighted as a player's come: mostly drags and the tour's buttons; rarely a page load (it costs seconds here). */
const ACTIONS = fc.oneof(
  { weight: 40, arbitrary: drags },
  { weight: 45, arbitrary: fc.tuple(fc.integer({ min: 0, max: 7 }), settle).map(([choice, steps]) => new TourAction(choice, steps)) },
  { weight: 15, arbitrary: presses('turn-rate', 'track', 'seek', 'path') },
  { weight: 6, arbitrary: presses('add-missile', 'add-character', 'remove', 'select') },
  { weight: 6, arbitrary: presses('hunt', 'race') },
  {
    weight: 6,
    arbitrary: fc.tuple(fc.constantFrom(Math.PI, 2 * Math.PI, 4 * Math.PI, 6), settle).map(([rate, steps]) => new PanelRate(rate, steps)),
  },
  { weight: 3, arbitrary: fc.constant(new Reopen('share')) },
  { weight: 1, arbitrary: fc.constant(new Reopen('reload')) },
);

/** Brings the page back to the player's scene between sequences: the tour left, the Hunt and the race off. */
async function fresh(real: Real): Promise<Model> {
  const { page } = real;
  if (process.env.TOUR_MODEL_LOG) console.log('— a new sequence');
  let now = await look(page, 0, false);
  // Leaving the tour also ends its own Hunt (its last step's): look again before switching plays off.
  if (now.s.tour !== null) {
    await page.locator('#tour-leave').click();
    now = await look(page, 1, false);
  }
  if (now.s.hunt) await page.keyboard.press('h');
  if (now.s.race) await page.keyboard.press('k');
  if (now.s.tour !== null || now.s.hunt || now.s.race) now = await look(page, 1, false);
  expect({ tour: now.s.tour, hunt: now.s.hunt, race: now.s.race }, 'back in the player’s scene').toEqual({
    tour: null,
    hunt: false,
    race: false,
  });
  return { tour: null, acted: false, play: null, mode: now.s.mode, before: null, movedAt: now.s.time, releasedAt: -Infinity };
}

// A smaller desktop window than the other tests': the page draws every frame in software here, and
// each input event waits for a frame, so fewer pixels make every action quicker.
test.use({ viewport: { width: 960, height: 640 } });

test(
  'every path a player takes: after each action no console error, no stale figure, no step stuck on “Waiting”, the player’s scene ' +
    'back after every mode',
  async ({ page }) => {
    // One to three seconds an action on this loaded machine (each input event waits for a frame drawn in software), three or four actions a
    // sequence.
    test.setTimeout(Math.max(120_000, RUNS * 9_000));
    await installLook(page);
    const problems = await openDemo(page);
    await startRecording(page);
    // The panel stays open (its field is typed into; the tour's scope steps then leave it as it is).
    await openPanel(page);
    const real: Real = { page, problems };
    let sequences = 0;
    let actions = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.commands([ACTIONS], { maxCommands: 4 }).filter((commands) => [...commands].length >= 3),
        async (commands) => {
          sequences++;
          actions += [...commands].length;
          const model = await fresh(real);
          await fc.asyncModelRun(async () => ({ model, real }), commands);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(
      `${sequences} sequences, ${actions} actions drawn (an action whose precondition failed in its state was skipped); ` +
        `${resultsChecked.size} results checked against the recorded motion`,
    );
    expect(sequences).toBe(RUNS);
    // Drags in turning steps are common among the actions drawn: their figures were checked, not skipped
    // (a result for every 6 sequences: 10 at 60, as before; 30 sequences checked 10 and 11 in two CI runs).
    if (RUNS >= 30) expect(resultsChecked.size).toBeGreaterThanOrEqual(Math.floor(RUNS / 6));
  },
);
