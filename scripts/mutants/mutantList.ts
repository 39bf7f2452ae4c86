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
    id: 'opening-moment-in-one-frame',
    noticed: 'a shared link freezes the page for a tenth of a second as its moment is put together: every step to it in one frame',
    file: 'src/app/history/comparisonOpening.ts',
    find: '    for (let i = 0; i < MOMENT_STEPS_A_FRAME; i++) {',
    replace: '    for (let i = 0; i < Infinity; i++) {',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'opening-shows-with-its-steps',
    noticed: 'a shared link freezes the page as its moment shows: the last steps to it and its first drawing in one frame',
    file: 'src/app/history/comparisonOpening.ts',
    find: '      () => this.playSome(steps),\n      () => (this.drawnUnseen = true),\n      () => this.reveal(),',
    replace: '      () => this.playSome(steps) && this.reveal(),',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'opening-draws-as-it-shows',
    noticed: 'a shared link freezes the page as its moment shows: the scene drawn the first time in the frame it shows',
    file: 'src/app/history/comparisonOpening.ts',
    find: "    return this.drawnUnseen && this.phaseValue === 'playing';",
    replace: '    return false;',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'cancel-mid-moment-stops-recording',
    noticed: 'cancelled as its shared moment was put together, a shared link leaves a timeline that never records again',
    file: 'src/app/history/comparisonOpening.ts',
    find: '    this.puttingTogether?.return(answer);',
    replace: '    void answer;',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'opening-answers-with-its-card',
    noticed: 'a shared link freezes the page as its last run comes: the steps to the moment and the card of every run in one frame',
    file: 'src/app/history/comparisonOpening.ts',
    find: '      this.later.push(() => {\n        this.end(shown);\n        return true;\n      });',
    replace: '      this.end(shown);',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'file-comparison-packed-for-link',
    noticed: 'a comparison opened from a file far too large for a link freezes the page a second after it opens, packed for the address',
    file: 'src/app/parts/SceneFileExchange.ts',
    find: '          tooLarge = tooLargeForLink(text);',
    replace: '          tooLarge = false && tooLargeForLink(text);',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'hits-skip-near-targets',
    noticed: "a target touching a missile's nose counts no hit: the test that skips far targets takes a body for smaller than it is",
    file: 'src/sim/targets/TargetTouches.ts',
    find: 'for (let fixture: Fixture | null = first; fixture !== null; fixture = fixture.getNext()) {',
    replace: 'for (let fixture: Fixture | null = first; fixture !== null; fixture = null) {',
    unit: ['tests/sim/targets/targetTouches.test.ts'],
  },
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
    find: "slow: { words: 'turns slowly', word: 'slow' },",
    replace: "slow: { words: 'turns slow', word: 'slow' },",
    unit: ['tests/app/presentation/turnRateWords.test.ts'],
    browser: ['e2e/labels.spec.ts'],
  },
  {
    id: 'help-focus-lost',
    noticed: 'closing the help (opened from the More menu) with Esc leaves the keyboard focus nowhere',
    file: 'src/ui/keyboard/ModalDialog.ts',
    find: "if (event.key === 'Escape') this.closedByKeyboard = true;",
    replace: "if (event.key === 'Escape') this.closedByKeyboard = false;",
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
    file: 'src/app/actions/cameraActions.ts',
    find: 'view.zoomBy(ZOOM_STEP)',
    replace: 'view.zoomBy(1 / ZOOM_STEP)',
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
    file: 'src/app/actions/clockActions.ts',
    find: "keys: [' ', 'p'],",
    replace: "keys: ['p'],",
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
    noticed: 'a gallery card for a tour step after the first opens the step after the one it names',
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
    find: 'for (let o = 0; o < overlays.count; o++)\n',
    replace: 'for (let o = 0; o < 0; o++)\n',
    browser: ['e2e/glance.spec.ts'],
  },
  {
    id: 'table-of-play-under',
    noticed:
      'a racers’ table shows over the play started on top of the race: the race’s seven rows over Intercept’s three missiles (issue 50)',
    file: 'src/app/plays/PlayDirector.ts',
    find: '    return this.currentPlay.raceResults ?? null;',
    replace:
      '    for (let s: Play | null = this.currentPlay; s; s = s.previous) if (s.raceResults) return s.raceResults;\n    return null;',
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
    find: 'const noted = this.history.note(written, this.notesOf(written, settingsBefore), SETTINGS_KINDS.has(written.kind));',
    replace:
      "const noted = written.kind === 'releaseTarget' ? result : this.history.note(written, this.notesOf(written, " +
      'settingsBefore), SETTINGS_KINDS.has(written.kind));',
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
  {
    id: 'drag-goes-unnamed',
    noticed:
      "a target dragged behind the present makes a run the card names by nothing (its 'moved' note dropped with the settings it " +
      'does not change)',
    file: 'src/app/intents/IntentDoor.ts',
    find: 'const noted = this.history.note(written, this.notesOf(written, settingsBefore), SETTINGS_KINDS.has(written.kind));',
    replace:
      'const noted = this.history.note(written, settingsBefore ? this.notesOf(written, settingsBefore) : [], ' +
      'SETTINGS_KINDS.has(written.kind));',
    unit: ['tests/app/history/addRuns.test.ts'],
  },
  {
    id: 'log-a-step-late',
    noticed:
      'every change replayed by the timeline takes effect one step after the player made it: played again, the run drifts from ' +
      'the recording',
    file: 'src/app/history/SceneHistory.ts',
    find: 'const entry: LoggedIntent = {\n      step,\n      intent,',
    replace: 'const entry: LoggedIntent = {\n      step: step + 1,\n      intent,',
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
  {
    id: 'change-takes-a-snapshot',
    noticed:
      'a path scene whose turn rate the player switches at every step stalls and its memory grows: each change takes a snapshot ' +
      'of the scene instead of a log entry',
    file: 'src/app/history/SceneHistory.ts',
    find: 'for (const id of takes) if (takeTarget(this.rec, id)) this.notices.push(takenNotice(id));',
    replace: 'this.takeSnapshot();\n      for (const id of takes) if (takeTarget(this.rec, id)) this.notices.push(takenNotice(id));',
    unit: ['tests/app/history/historyBounds.test.ts'],
  },
  {
    id: 'history-asks-for-settles',
    noticed:
      'a run recorded parts from the same run not recorded where bodies touch: the history asks the world to settle where its ' +
      'snapshots fall due, so only a recorded world settles there',
    file: 'src/app/history/snapshotPolicy.ts',
    find: '  if (!world.settling.beforeNextStep) return false;',
    replace: '  if (!world.settling.beforeNextStep) world.settling.settleBeforeNextStep();',
    unit: ['tests/app/history/recorderObserves.test.ts'],
  },
  {
    id: 'settle-drops-contacts',
    noticed: 'a missile pressed on a wall is let go of at every settle, once a second, and bounces off it at about 1 m/s',
    file: 'src/sim/WorldSettling.ts',
    find: '    this.settle(contacts);',
    replace: '    this.settle(null);',
    unit: ['tests/sim/settling.test.ts'],
  },
  {
    id: 'settle-forgets-the-step-before',
    noticed:
      'a moment shown again where bodies touch plays on otherwise than recorded: the world rebuilt from the snapshot starts its ' +
      "contacts' impulses from nothing",
    file: 'src/sim/settleWorld.ts',
    find: '  if (contacts !== null) physics.step(dt);',
    replace: '  if (contacts !== null) physics.step(0 * dt);',
    unit: ['tests/sim/settling.test.ts', 'tests/app/history/recorderObserves.test.ts'],
  },
  {
    id: 'settle-keeps-planck-order',
    noticed:
      'a scene saved after a crate was added to it, opened again, plays on otherwise than it would have once the crates are ' +
      'pushed into each other: its world solves its bodies in another order than the saved one',
    file: 'src/sim/settleWorld.ts',
    find: 'ranked.map(({ body }) => body),',
    replace: 'bodies,',
    unit: ['tests/sim/settling.test.ts', 'tests/sim/state/planckPrivate.test.ts'],
  },
  {
    id: 'restore-derives-the-centre',
    noticed:
      'every settle, once a second, moves the bodies by a rounding of their centres (derived back from their origins): a run ' +
      'that settles parts from the same run that never does',
    file: 'src/sim/body/bodyState.ts',
    find: '  placeSweep(body, cx, cy, memory.angle);',
    replace: '  placeSweep(body, body.getWorldCenter().x, body.getWorldCenter().y, memory.angle);',
    unit: ['tests/sim/settling.test.ts', 'tests/sim/state/planckPrivate.test.ts'],
  },
  {
    id: 'restore-reads-the-angle-back',
    noticed:
      "a scene saved and opened again plays on otherwise than saved: each body's angle comes back through its sine and cosine (a " +
      'body that turned a full circle comes back a turn short)',
    file: 'src/sim/body/bodyState.ts',
    find: '  placeSweep(body, cx, cy, memory.angle);',
    replace: '  placeSweep(body, cx, cy, body.getAngle());',
    unit: ['tests/sim/state/restore.test.ts', 'tests/sim/settling.test.ts'],
  },
  {
    id: 'save-moves-a-placed-body',
    noticed:
      'saving a scene moves a body placed and not stepped since by the last bits of its origin: the scene saved before its first ' +
      'step and opened again plays on otherwise than the one saved',
    file: 'src/sim/body/bodyState.ts',
    find: '  placeTransform(body, px, py, s, c);',
    replace: '',
    unit: ['tests/sim/state/restore.test.ts'],
  },
  {
    id: 'warm-start-unturned',
    noticed:
      'a world rebuilt from a snapshot, where planck made a contact the other way round, pushes a body along a wall the wrong ' +
      'way for a step: a moment shown again plays on otherwise than recorded',
    file: 'src/sim/state/planckPrivate.ts',
    find: '    point.tangentImpulse = turned ? -tangentImpulse : tangentImpulse;',
    replace: '    point.tangentImpulse = tangentImpulse;',
    unit: ['tests/sim/state/planckPrivate.test.ts'],
  },
  {
    id: 'old-comparison-settles-anew',
    noticed: 'a comparison shared before worlds settled by themselves opens with other figures than its sharer saw, where bodies touched',
    file: 'src/app/history/comparisonFile.ts',
    find: 'worldSettles: data.worldSettles === true,',
    replace: 'worldSettles: true,',
    unit: ['tests/app/history/comparisonBeforeWorldSettling.test.ts'],
  },
  {
    id: 'snapshot-forgets-spawn-lane',
    noticed:
      'an entity added after going back on the timeline appears on the first spawn lane, not where the recorded one appeared: ' +
      'the snapshot lost a field',
    file: 'src/app/history/Checkpoint.ts',
    find: 'spawnCount: model.spawnCount,',
    replace: 'spawnCount: 0,',
    unit: ['tests/app/history/historyProperty.test.ts', 'tests/app/history/historyCheckpoint.test.ts'],
  },
  {
    id: 'card-ignores-drift',
    noticed:
      "the compare card gives a missile a limit it could not meet: its target's bearing drifts as it flies, and the box it must " +
      'settle in is not widened for it',
    file: 'src/app/history/compareRuns.ts',
    find: 'limit: turn.noLimit ? null : turnLimit(turn.error, turn.rate, turn.a, dt, turn.drift),',
    replace: 'limit: turn.noLimit ? null : turnLimit(turn.error, turn.rate, turn.a, dt, 0),',
    unit: ['tests/app/history/compareRuns.test.ts', 'tests/app/history/comparisonProperty.test.ts'],
  },
  {
    id: 'card-turn-runs-on',
    noticed:
      'after a drag the compare card gives a turn the overshoot and times of the next turn, not its own: a target move no longer ' +
      'cuts it short',
    file: 'src/app/history/compareRuns.ts',
    find: "if (phase !== 'turning')\n      this.figures = turnFigures(",
    replace: "if (phase === 'settled')\n      this.figures = turnFigures(",
    unit: ['tests/app/history/compareRuns.test.ts', 'tests/app/history/comparisonProperty.test.ts'],
  },
  {
    id: 'snapshot-forgets-turn-meters',
    noticed:
      'a moment shown again labels its bodies with turn figures from another time, and a shared comparison opens with other ' +
      "figures than the sharer's",
    file: 'src/app/history/Checkpoint.ts',
    find: 'label: record.label,\n        turns: record.saveTurns(),',
    replace: 'label: record.label,\n        turns: null,',
    unit: ['tests/app/history/comparisonProperty.test.ts'],
  },
  {
    id: 'save-forgets-drawn-paths',
    noticed:
      'a scene saved in Seek (the opening too) opens again with other paths: Path mode draws a loop round each entity instead of ' +
      'the one it had',
    file: 'src/app/sceneFile/describeScene.ts',
    find: 'memory.drawnPath = describedPath(record.path);',
    replace: 'void describedPath;',
    unit: ['tests/app/sceneFile/saveOpensAgain.test.ts'],
  },
  {
    id: 'save-loses-negative-zero',
    noticed: 'a saved scene opens again one bit off: an idle PD commands -0, which the file wrote as 0',
    file: 'src/app/sceneFile/describeScene.ts',
    find: ': exactJsonText(value);',
    replace: ': JSON.stringify(value);',
    unit: ['tests/app/sceneFile/saveOpensAgain.test.ts'],
  },
  {
    id: 'cli-skips-the-game',
    noticed: 'npm run sim runs a scene whose comparison the game refuses (an intent it has no kind for, a branch it cannot play again)',
    file: 'src/cli/readScene.ts',
    find: 'if (refusal !== null) refuse(refusal);',
    replace: 'void refusal;',
    unit: ['tests/app/settings/comparisonAgreement.test.ts'],
  },
  {
    id: 'click-moves-target',
    noticed: 'a click on a body to select it moves its target onto it: while rewound, a silent what-if',
    file: 'src/game/input/PointerGestures.ts',
    find:
      "return demo.editor.entities.mode === 'path' ? { kind: 'sketch', pointerId, entityId: hit.entityId } : { kind: 'body', " +
      'pointerId };',
    replace:
      "return demo.editor.entities.mode === 'path' ? { kind: 'sketch', pointerId, entityId: hit.entityId } : " +
      'this.dragSelectedTarget(pointerId, x, y);',
    browser: ['e2e/timeline.spec.ts'],
    browserGrep: 'touch at 390',
  },
  {
    id: 'attitude-per-axis-clamp',
    noticed:
      'a 3D turn under torque limits plans with no limit and cuts each body axis to its own afterwards (the prototype, and kRPC ' +
      '#233): it leaves its axis and takes longer than 2·√(θ/α(n))',
    file: 'src/sim/control3d/AttitudeController.ts',
    find:
      '      addScaled(this.bodyTorque, this.bodyTorque, this.load, alongAcceleration);\n      rotateVec3(torque, ' +
      'this.orientation, this.bodyTorque);',
    replace:
      '      const unlimited = clampToMotor(this.turn.update(setTurnInput(this.turnInput, angle, dot(angularVelocity, n), dt, ' +
      '1e9, inertiaAbout(inertia.moments, this.principal, n), 0, 0)), 1e9);\n      addScaled(this.bodyTorque, this.bodyTorque, ' +
      'this.load, unlimited);\n      this.bodyTorque.x = Math.max(-limit.maxTorque.x, Math.min(limit.maxTorque.x, ' +
      'this.bodyTorque.x));\n      this.bodyTorque.y = Math.max(-limit.maxTorque.y, Math.min(limit.maxTorque.y, ' +
      'this.bodyTorque.y));\n      this.bodyTorque.z = Math.max(-limit.maxTorque.z, Math.min(limit.maxTorque.z, ' +
      'this.bodyTorque.z));\n      rotateVec3(torque, this.orientation, this.bodyTorque);',
    unit: ['tests/sim/control3d/eigenaxisTurns.test.ts'],
  },
  {
    id: 'attitude-hysteresis-off',
    noticed: 'a 3D turn of 180° with a noisy attitude flips sides again and again: the short way chatters',
    file: 'src/sim/control3d/ErrorSide.ts',
    find: 'export const DEFAULT_HYSTERESIS = 0.1;',
    replace: 'export const DEFAULT_HYSTERESIS = 0;',
    unit: ['tests/sim/control3d/hysteresis.test.ts'],
  },
  {
    id: 'attitude-frame-order',
    noticed:
      "a 3D body whose principal axes are turned within it gets its torque through the frame composed the article's way round (F " +
      '⊗ q): it turns off its axis',
    file: 'src/sim/control3d/InertiaTensor.ts',
    find: 'return multiplyQuat(out, orientation, inertia.frame);',
    replace: 'return multiplyQuat(out, inertia.frame, orientation);',
    unit: ['tests/sim/control3d/inertia.test.ts', 'tests/sim/control3d/eigenaxisTurns.test.ts'],
  },
  {
    id: 'attitude-gyroscopic-sign',
    noticed:
      'on an engine that integrates the gyroscopic term, the compensation doubles it instead of cancelling it: the turn leaves its axis',
    file: 'src/sim/control3d/AttitudeController.ts',
    find: 'addScaled(torque, torque, this.extra, 1);',
    replace: 'addScaled(torque, torque, this.extra, -1);',
    unit: ['tests/sim/control3d/gyroscopic.test.ts'],
  },
  {
    id: 'attitude-law-gets-all',
    noticed:
      'under a bound on |α| the 2D law gets the whole motor whatever the damping across the axis takes: the commanded ' +
      'acceleration exceeds the bound while it tracks',
    file: 'src/sim/control3d/AttitudeController.ts',
    find: 'budget = taken === 0 ? a : Math.sqrt((a - taken) * (a + taken));',
    replace: 'budget = taken === 0 ? a : a;',
    unit: ['tests/sim/control3d/tracking.test.ts'],
  },
  {
    id: 'attitude-long-way',
    noticed: 'a 3D error past 180° is turned the long way round: quaternions with w < 0 taken as they come',
    file: 'src/sim/math3d/quaternion.ts',
    find: 'const sign = q.w < 0 ? -1 : 1;',
    replace: 'const sign = 1;',
    unit: ['tests/sim/math3d/quaternion.test.ts', 'tests/sim/control3d/eigenaxisTurns.test.ts'],
  },
  {
    id: 'steering-arrival-lost',
    noticed: 'an arrival never counts as reached: a missile that stops dead never stops, a character never rests on its point',
    file: 'src/sim/steering/SteeringCrowd.ts',
    find: 'if (mode === ARRIVE && this.goalWithin(i, f[b + REACH] as number)) {',
    replace: 'if (mode === ARRIVE && this.goalWithin(i, 0)) {',
    unit: ['tests/sim/entities/chaseArrival.test.ts', 'tests/planck/bodySteeringState.test.ts'],
  },
  {
    id: 'steering-turn-before-propulsion',
    noticed: 'a missile seeking turns toward where it flew before its thrust re-aimed it: its heading is a step late',
    file: 'src/sim/steering/SteeringCrowd.ts',
    find: '        this.propel(i, DRIVE, mode === ARRIVE, dt);\n        this.aimAtGoal(i, dt);',
    replace: '        this.aimAtGoal(i, dt);\n        this.propel(i, DRIVE, mode === ARRIVE, dt);',
    unit: ['tests/sim/entities/steeringBits.test.ts'],
  },
  {
    id: 'steering-track-steers-flight',
    noticed: 'a missile told to face a target steers its flight instead of its nose: its drift decides where it points',
    file: 'src/sim/steering2d/SteeringCrowd2D.ts',
    find: 'const heading = inPlace ? (f[b + ANGLE] as number) : this.headingOf(i, f, b);',
    replace: 'const heading = this.headingOf(i, f, b);',
    unit: ['tests/planck/bodySteeringState.test.ts', 'tests/sim/entities/steeringBits.test.ts'],
  },
  {
    id: 'steering-no-dead-stop',
    noticed: "a missile told to stop drifts on instead of stopping dead, as the article's does",
    file: 'src/sim/steering/SteeringFront.ts',
    find: 'if (this.propulsion?.stopsDead === true) this.stopDeadNow();',
    replace: 'void this.propulsion;',
    unit: ['tests/planck/bodySteeringState.test.ts', 'tests/sim/entities/steeringBits.test.ts'],
  },
  {
    id: 'steering-pending-forgotten',
    noticed: "the player's code is not waited for: a step finishes before the Worker answers",
    file: 'src/sim/steering2d/TurnMotors2D.ts',
    find:
      'return this.f[b + TURNING] === 1 && this.f[b + DEFERRED] === 1 ? (this.controllers[i] as ' +
      'DeferredTurnController).pending() : null;',
    replace: 'return null;',
    unit: ['tests/sim/twoPhaseStep.test.ts', 'tests/planck/bodySteeringState.test.ts'],
  },
  {
    id: 'steering-restore-forgets-setpoint',
    noticed: 'a scene opened from a file turns otherwise than the saved one went on (the wanted heading’s motion forgotten)',
    file: 'src/sim/steering2d/steeringState2D.ts',
    find: '  const { setpoint } = state;',
    replace: '  const setpoint = { rate: 0, acceleration: 0, previousHeading: 0, previousRate: 0, primed: false };',
    unit: ['tests/planck/bodySteeringState.test.ts', 'tests/sim/state/restore.test.ts'],
  },
  {
    id: 'steering-restore-forgets-controller',
    noticed: "a scene opened from a file turns otherwise than the saved one went on (the controller's memory forgotten)",
    file: 'src/sim/steering2d/steeringState2D.ts',
    find:
      "  if (state.controller !== null) restoreController('state.controller', () => " +
      'controller?.restoreState?.(state.controller as never));',
    replace: '  void controller;',
    unit: ['tests/planck/bodySteeringState.test.ts', 'tests/sim/state/restore.test.ts'],
  },
  {
    id: 'motor-noise-never-read',
    noticed: 'sensor noise switched on changes nothing: the controller reads the body exactly',
    file: 'src/sim/steering2d/TurnMotors2D.ts',
    find: 'return this.sensors[i] ? (this.readings[i] as TurnInput) : this.measured(i, this.input);',
    replace: 'return this.measured(i, this.input);',
    unit: ['tests/planck/bodySteeringState.test.ts'],
  },
  {
    id: 'motor-noise-kept-after-off',
    noticed: 'sensor noise switched off goes on: the controller still reads a noisy body',
    file: 'src/sim/steering2d/TurnMotors2D.ts',
    find: 'this.sensors[i] = noisy ? sensor : null;',
    replace: 'if (noisy) this.sensors[i] = sensor;',
    unit: ['tests/planck/bodySteeringState.test.ts'],
  },
  {
    id: 'steering-handover-lost',
    noticed: 'a controller changed mid-turn starts with no history: the turn jerks',
    file: 'src/sim/steering2d/BodySteering.ts',
    find: "this.crowd.useController(this.index, checkController(controller), mode !== 'idle' && mode !== 'stop');",
    replace: 'this.crowd.useController(this.index, checkController(controller), false);',
    unit: ['tests/planck/bodySteeringState.test.ts', 'tests/sim/entities/customController.test.ts'],
  },
  {
    id: 'crowd-index-off-by-one',
    noticed: "in a crowd, each body follows its neighbour's path: the bodies steer at one another's waypoints",
    file: 'src/sim/steering/SteeringSlots.ts',
    find: '  protected goalAtWaypoint(i: number): void {\n    const f = this.f;\n    const b = i * this.stride;',
    replace: '  protected goalAtWaypoint(i: number): void {\n    const f = this.f;\n    const b = ((i + 1) % this.count) * this.stride;',
    unit: ['tests/sim/steering/crowdLaws.test.ts', 'tests/sim/entities/steeringBits.test.ts'],
  },
  {
    id: 'crowd-neighbours-controller-memory',
    noticed: "in a crowd, a body's PID answers from its neighbour's memory: its turns go wrong",
    file: 'src/sim/steering2d/TurnMotors2D.ts',
    find: 'const pid = f[b + PID_AT] as number;',
    replace: 'const pid = f[(i + 1 < this.count ? b + STRIDE_2D : b) + PID_AT] as number;',
    unit: ['tests/sim/steering/crowdLaws.test.ts', 'tests/sim/entities/steeringBits.test.ts'],
  },
  {
    id: 'crowd-setting-first-body-only',
    noticed: "in a crowd, a turn rate changed on one body changes the first body's instead: the one changed turns as before",
    file: 'src/sim/steering2d/BodySteering.ts',
    find:
      "    this.setField(F2.LIMIT, checkNumber('BodySteering', 'maxAngularAcceleration', value, " +
      "MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²'));",
    replace:
      "    this.crowd.f[F2.LIMIT] = checkNumber('BodySteering', 'maxAngularAcceleration', value, " +
      "MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²');",
    unit: ['tests/sim/steering/crowdLaws.test.ts'],
  },
  {
    id: 'restore-writes-before-checking',
    noticed: 'a tampered 3D memory is refused but half taken: the steerer follows the tampered path anyway',
    file: 'src/sim/steering3d/steering3DState.ts',
    find: '  const { memory: m, limit, path } = checkSteering3D(memory, target);',
    replace:
      '  const m = memory as BodySteering3DMemory;\n  const limit = copyLimit(m.limit);\n  const path = ' +
      'm.path?.waypoints.map(([x, y, z]) => ({ x, y, z })) ?? null;\n  if (m.path !== null) crowd.restorePath(i, path ?? [], ' +
      'm.path.loop, 0, 0, [0, 0, 0]);\n  checkSteering3D(memory, target);',
    unit: ['tests/sim/steering/restoreTamper.test.ts'],
  },
  {
    id: 'turret-reaim-resets',
    noticed:
      'a turret re-aimed every frame starts its turn over each time: it lags its target by degrees and its PID never gathers an integral',
    file: 'src/sim/steering/SteeringCrowd.ts',
    find: '    else if (this.continues(i, target, mode)) return;',
    replace: '    else if (this.continues(i, target, mode) && false) return;',
    unit: ['tests/sim/steering/turretReaim.test.ts'],
  },
  {
    id: 'shared-runs-renamed',
    noticed:
      'a shared comparison whose oldest what-if gave way opens with its runs renamed and recoloured (what if 1, 2, 3 where the ' +
      'sharer saw 2, 3, 4)',
    file: 'src/app/settings/writeComparison.ts',
    find: '({ branch: from, number, colour, end,',
    replace: '({ branch: from, end,',
    unit: ['tests/app/history/runNames.test.ts'],
  },
  {
    id: 'chase-turn-never-starts',
    noticed: "Intercept's card says a missile was facing its target all along while it turned 70° after the crossing target",
    file: 'src/sim/metrics/TurnMeter.ts',
    find: 'magnitude > CHASE_TURN_ERROR',
    replace: 'magnitude > Infinity',
    unit: ['tests/sim/metrics/TurnMeter.test.ts', 'tests/app/history/chaseTurns.test.ts'],
  },
  {
    id: 'opening-waits-for-every-run',
    noticed:
      'a shared comparison shows nothing until every run has played again: the reader waits a minute for what the sharer saw at once',
    file: 'src/app/history/comparisonOpening.ts',
    find:
      'if (reached(recorded.run, start) < needRecorded || reached((whatIfs[last] as RunStore).run, playing.branch) < ' +
      'needPlaying) return;',
    replace: 'return;',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'what-if-runs-ahead-of-the-recording',
    noticed:
      'a what-if run played in its own Worker does not wait for the recorded run it follows: its targets move by themselves, and ' +
      'the comparison opened is not the one shared',
    file: 'src/app/history/comparisonJobs.ts',
    find: "    while (!ready(step)) yield 'wait';",
    replace: '    ready(step);',
    unit: ['tests/app/history/comparisonOpening.test.ts'],
  },
  {
    id: 'comparison-start-let-go',
    noticed: 'a comparison played past the timeline’s minute loses its start, and Share writes the scene without it',
    file: 'src/app/history/SceneHistory.ts',
    find: 'pruneRun(this.rec.run, this.maxFrames, this.rec.beside?.branch ?? null)',
    replace: 'pruneRun(this.rec.run, this.maxFrames)',
    unit: ['tests/app/history/comparisonSpan.test.ts'],
  },
  {
    id: 'twin-run-accepted',
    noticed: 'a run that makes the same changes at the same moments as one on the card takes one of the four places',
    file: 'src/app/history/branchRules.ts',
    find: 'const same = candidates.find((run) => run.text() === text);',
    replace: 'const same = candidates.find((run) => run.text() === text && false);',
    unit: ['tests/app/history/addRuns.test.ts'],
  },
  {
    id: 'pid-running-integral-removed',
    noticed:
      "the PID's running integral adds nothing: against a steady wind the body settles off its target, and the article page's " +
      'claim that the integral removes the offset no longer holds',
    file: 'src/sim/control/pidLaw.ts',
    find: 'const candidate = boundedMemory((m[o + PID_INTEGRAL] as number) + ki * latest * dt);',
    replace: 'const candidate = boundedMemory((m[o + PID_INTEGRAL] as number) + 0 * ki * latest * dt);',
    unit: ['tests/article/articleClaims.test.ts'],
  },
  {
    id: 'box2d-crowd-guard-skips-bodies',
    noticed:
      'in the Box2D crowd, every other body thrown out of the world (a physics fault) is never put back: it is lost from the benchmark',
    file: 'src/sim/entities/EntityCrowd.ts',
    find: '    if (problem === null) {',
    replace: '    if (problem === null || i % 2 === 1) {',
    unit: ['tests/sim/box2d/Box2dCrowd.test.ts'],
  },
  {
    id: 'box2d-crowd-guard-stale-state',
    noticed:
      "in the Box2D crowd, the guard judges each body by the state it had a step before (checked before the body's new state is " +
      'loaded): a body thrown out of the world stays out there',
    file: 'src/sim/entities/EntityCrowd.ts',
    find:
      'const problem = stateProblem(\n      f[b + PX] as number,\n      f[b + PY] as number,\n      f[b + ANGLE] as number,\n      ' +
      'f[b + VX] as number,\n      f[b + VY] as number,\n      f[b + W] as number,\n      speed,\n    );',
    replace: 'const problem = stateProblem(f[b + LAST_X] as number, f[b + LAST_Y] as number, f[b + LAST_ANGLE] as number, 0, 0, 0, 0);',
    unit: ['tests/sim/box2d/Box2dCrowd.test.ts'],
  },
];
