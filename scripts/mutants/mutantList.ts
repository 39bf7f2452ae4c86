/**
 * Deliberately broken builds ("mutants") for `npm run mutants`: each a one-place change to the
 * game that a player would notice, with the test files expected to catch it. A suite is worth the
 * faults it catches: before tests are cut, merged or moved, every mutant here must still be caught.
 *
 * `find` must occur exactly once in `file`; `replace` takes its place. `unit` lists Vitest files
 * and `browser` Playwright specs that run against the mutant (the catchers, the cheapest first),
 * `browserGrep` narrows the specs to the tests whose titles match it; the mutant is caught when one
 * of them fails.
 */
export interface Mutant {
  /** Short name, for `--only`. */
  readonly id: string;
  /** What a player would notice. */
  readonly noticed: string;
  readonly file: string;
  readonly find: string;
  readonly replace: string;
  readonly unit?: readonly string[];
  readonly browser?: readonly string[];
  readonly browserGrep?: string;
}

export const MUTANTS: readonly Mutant[] = [
  {
    id: 'framing-ignores-overlays',
    noticed: 'the camera frames the world under the HUD, the hint and the tour offer, as if they were not there',
    file: 'src/game/draw/OverlayFraming.ts',
    find: 'this.view.setInsets(top, right, bottom, left);',
    replace: 'this.view.setInsets(0 * top, 0 * right, 0 * bottom, 0 * left);',
    browser: ['e2e/layout.spec.ts'],
  },
  {
    id: 'hud-error-sign',
    noticed: 'the HUD shows the heading error with the wrong sign',
    file: 'src/ui/hud/Hud.ts',
    find: "this.set('error', `${signed(radToDeg(entity.measureHeadingError()), 1)}°`);",
    replace: "this.set('error', `${signed(-radToDeg(entity.measureHeadingError()), 1)}°`);",
    unit: ['tests/ui/hud/Hud.test.ts'],
    browser: ['e2e/track.spec.ts'],
  },
  {
    id: 'hud-time-digits',
    noticed: 'the HUD shows simulated time to one decimal instead of two',
    file: 'src/ui/hud/Hud.ts',
    find: '`${demo.clock.time.toFixed(2)} s · ',
    replace: '`${demo.clock.time.toFixed(1)} s · ',
    unit: ['tests/ui/hud/Hud.test.ts'],
    browser: ['e2e/pause.spec.ts'],
  },
  {
    id: 'hud-hits-total',
    noticed: 'the HUD counts one hit fewer than happened',
    file: 'src/ui/hud/Hud.ts',
    find: '`${hits.total} (${selected.entity.id}: ${selected.hits})`',
    replace: '`${hits.total - 1} (${selected.entity.id}: ${selected.hits})`',
    unit: ['tests/ui/hud/Hud.test.ts'],
    browser: ['e2e/hits.spec.ts'],
    browserGrep: 'reaches the target you placed',
  },
  {
    id: 'tour-next-stuck',
    noticed: "the tour card's Next button does not go on to the next step",
    file: 'src/ui/tour/TourCard.ts',
    find: 'if (this.demo.tour.next()) {',
    replace: 'if (this.demo.tour.index < 0 && this.demo.tour.next()) {',
    browser: ['e2e/tourByHand.spec.ts'],
  },
  {
    id: 'label-slow-words',
    noticed: 'a slow body is labelled "turns slow" instead of "turns slowly"',
    file: 'src/app/presentation/turnRateWords.ts',
    find: "return { words: 'turns slowly', figure, tone: 'slow' };",
    replace: "return { words: 'turns slow', figure, tone: 'slow' };",
    unit: ['tests/app/presentation/turnRateWords.test.ts'],
    browser: ['e2e/labels.spec.ts'],
  },
  {
    id: 'help-focus-lost',
    noticed: 'closing the help (opened from the More menu) with Esc leaves the keyboard focus nowhere',
    file: 'src/ui/help/HelpOverlay.ts',
    find: 'else this.closedByKeyboard = true;',
    replace: 'else this.closedByKeyboard = false;',
    // No browser test catches it (they open the help from its own button): the unit test does.
    unit: ['tests/ui/help/HelpOverlay.test.ts'],
  },
  {
    id: 'settings-not-saved',
    noticed: 'a changed setting is gone after a reload',
    file: 'src/ui/settings/SettingsSession.ts',
    find: 'this.storage?.setItem(SETTINGS_STORAGE_KEY, text);',
    replace: 'void text;',
    unit: ['tests/ui/settings/SettingsSession.test.ts'],
    browser: ['e2e/savedSettings.spec.ts'],
  },
  {
    id: 'turn-rate-stays-fast',
    noticed: 'T never makes the bodies turn slowly',
    file: 'src/app/tuning/Tuning.ts',
    find: "const limit = preset === 'high' ? TURN_RATE_PRESETS.low : TURN_RATE_PRESETS.high;",
    replace: 'const limit = TURN_RATE_PRESETS.high;',
    unit: ['tests/app/tuning/tuning.test.ts'],
    browser: ['e2e/turn-rate.spec.ts'],
  },
  {
    id: 'toolbar-never-pressed',
    noticed: 'the toolbar never shows which mode or play is on (aria-pressed stays false)',
    file: 'src/ui/toolbar/Toolbar.ts',
    find: 'const value = String(pressed);',
    replace: "const value = pressed ? 'false' : 'false';",
    unit: ['tests/ui/toolbar/Toolbar.test.ts'],
    browser: ['e2e/hits.spec.ts'],
    browserGrep: 'Intercept: I lines up',
  },
  {
    id: 'zoom-in-zooms-out',
    noticed: 'the + key and More › Zoom in zoom out',
    file: 'src/game/GameActions.ts',
    find: "case 'zoom-in':\n        this.view.zoomCentre(ZOOM_STEP);",
    replace: "case 'zoom-in':\n        this.view.zoomCentre(1 / ZOOM_STEP);",
    browser: ['e2e/view.spec.ts'],
  },
  {
    id: 'drag-off-pointer',
    noticed: 'a dragged target sits 2 m to the right of the pointer',
    file: 'src/game/input/PointerGestures.ts',
    find: 'this.goalScratch.x = this.pointerWorld.x + offsetX;',
    replace: 'this.goalScratch.x = this.pointerWorld.x + offsetX + 2;',
    browser: ['e2e/hits.spec.ts'],
    browserGrep: 'dragged target follows the pointer',
  },
  {
    id: 'space-does-not-pause',
    noticed: 'Space no longer pauses (only P does)',
    file: 'src/app/actionCatalog.ts',
    find: "keys: [' ', 'p'], keyHint: 'Space / P'",
    replace: "keys: ['p'], keyHint: 'Space / P'",
    unit: ['tests/app/actionCatalog.test.ts'],
    browser: ['e2e/pause.spec.ts'],
  },
  {
    id: 'race-record-moves',
    noticed: "a finished race's table keeps changing when the target is dragged after it",
    file: 'src/app/plays/RaceResults.ts',
    find: 'rows: this.final ?? this.rows(),',
    replace: 'rows: this.rows(),',
    unit: ['tests/app/plays/raceResults.test.ts'],
    browser: ['e2e/raceRecord.spec.ts'],
  },
  {
    id: 'gallery-tour-link-skips',
    noticed: "a gallery card for a tour step after the first opens the step after the one it names",
    file: 'src/ui/scene/openFromAddress.ts',
    find: "else if (opening?.kind === 'tour') host.startTour(opening.index);",
    replace: "else if (opening?.kind === 'tour') host.startTour(opening.index > 0 ? opening.index + 1 : 0);",
    unit: ['tests/app/gallery/galleryLinksOpen.test.ts'],
    browser: ['e2e/gallery.spec.ts'],
  },
  {
    id: 'tour-swing-halved',
    noticed: "the tour's card says a missile swung half as far past the target as it did",
    file: 'src/app/tour/TurnAction.ts',
    find: 'overshootDeg: radToDeg(this.swingPast()),',
    replace: 'overshootDeg: radToDeg(this.swingPast()) / 2,',
    unit: ['tests/app/tour/tourWords.test.ts', 'tests/app/tour/tourGuide.test.ts'],
    browser: ['e2e/tourMeasurements.spec.ts'],
    browserGrep: 'desktop, mouse',
  },
  {
    id: 'tour-turn-undercounted',
    noticed: "the tour's card says a body turned a tenth less than it did since the player began the drag",
    file: 'src/app/tour/TurnAction.ts',
    find: 'turnedDeg: Math.abs(radToDeg(this.rotation)),',
    replace: 'turnedDeg: 0.9 * Math.abs(radToDeg(this.rotation)),',
    unit: ['tests/app/tour/tourWords.test.ts', 'tests/app/tour/tourGuide.test.ts'],
    browser: ['e2e/tourModel.spec.ts', 'e2e/tourMeasurements.spec.ts'],
    browserGrep: 'every path a player takes|desktop, mouse',
  },
  {
    id: 'tour-throw-flies-on',
    noticed: 'a target thrown in the tour flies on and the card keeps saying the race starts when it comes to rest',
    file: 'src/app/tour/TourStep.ts',
    find: 'if (time - this.looseSince >= DRIFT_WAIT_SECONDS) {',
    replace: 'if (time - this.looseSince >= 100 * DRIFT_WAIT_SECONDS) {',
    unit: ['tests/app/tour/tourThrow.test.ts'],
    browser: ['e2e/tourModel.spec.ts'],
  },
  {
    id: 'labels-cover-targets',
    noticed: 'a body’s name is written over the target it chases',
    file: 'src/game/draw/EntityLabels.ts',
    find: '      layout.addObstacle(x - reach, y - reach, x + reach, y + reach);',
    replace: '      layout.addObstacle(x, y, x, y);',
    browser: ['e2e/glance.spec.ts'],
  },
  {
    id: 'labels-under-overlays',
    noticed: 'a body’s name slides under the HUD, the hint bar or a card',
    file: 'src/game/draw/EntityLabels.ts',
    find: 'for (let o = 0; o < overlays.count; o++) layout.addObstacle(',
    replace: 'for (let o = 0; o < 0; o++) layout.addObstacle(',
    browser: ['e2e/glance.spec.ts'],
  },
  {
    id: 'table-of-play-under',
    noticed: 'a racers’ table shows over the play started on top of the race: the race’s seven rows over Intercept’s three missiles (issue 50)',
    file: 'src/app/plays/PlayDirector.ts',
    find: '    return this.currentPlay.raceResults ?? null;',
    replace: '    for (let s: Play | null = this.currentPlay; s; s = s.previous) if (s.raceResults) return s.raceResults;\n    return null;',
    unit: ['tests/app/plays/raceResults.test.ts', 'tests/app/playerWalk.test.ts'],
    browser: ['e2e/tourModelPhone.spec.ts'],
  },
  {
    id: 'tour-leave-over-result',
    noticed: 'on a phone the tour card’s × lies in its corner over the words as they scroll, over the first line of step 4’s result',
    file: 'src/ui/tour/tour.css',
    find: '.tour-card.compact #tour-leave {\n  padding: 0;',
    replace: '.tour-card.compact #tour-leave {\n  position: absolute;\n  top: 4px;\n  right: 4px;\n  margin: 0;\n  padding: 0;',
    // The phone test of step 4 checks the result against the words and the buttons' row, not the ×: the phone walk checks every button.
    browser: ['e2e/tourModelPhone.spec.ts', 'e2e/phone.spec.ts'],
    browserGrep: 'phone walk|tour step 4',
  },
  {
    id: 'share-note-silent-in-level',
    noticed: 'Share inside a challenge level says nothing of the level: its link opens the scene as plain play, without a word (issue 50)',
    file: 'src/app/settings/shareNote.ts',
    find: 'if (challenge) {',
    replace: 'if (challenge && challenge.time < 0) {',
    unit: ['tests/ui/settings/ShareDialog.test.ts', 'tests/app/playerWalk.test.ts'],
  },
  {
    id: 'log-loses-an-intent',
    noticed: 'a target let go of while recording is held on when the moment is shown again or played again: the history lost the intent',
    file: 'src/app/intents/IntentDoor.ts',
    find: 'if (isSceneIntent(written)) this.history.note(written);',
    replace: "if (isSceneIntent(written) && written.kind !== 'releaseTarget') this.history.note(written);",
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
  {
    id: 'log-a-step-late',
    noticed: 'every change replayed by the timeline takes effect one step after the player made it: played again, the run drifts from the recording',
    file: 'src/app/history/SceneHistory.ts',
    find: 'const entry: LoggedIntent = takes.length > 0 ? { step, intent, takes } : { step, intent };',
    replace: 'const entry: LoggedIntent = takes.length > 0 ? { step: step + 1, intent, takes } : { step: step + 1, intent };',
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
  {
    id: 'snapshot-forgets-spawn-lane',
    noticed: 'an entity added after going back on the timeline appears on the first spawn lane, not where the recorded one appeared: the snapshot lost a field',
    file: 'src/app/history/Checkpoint.ts',
    find: 'spawnCount: model.spawnCount,',
    replace: 'spawnCount: 0,',
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
];
