// The 3D lab's entry (3d.html): Rapier's WebAssembly, the scene, the three.js view, input and the DOM, one loop timed for the frame-rate
// line; `window.lab3d` for the browser tests.
import './ui/lab3d.css';
import RAPIER from '@dimforge/rapier3d-compat';
import { fullDemoAddress, readEmbedParam } from '../app/embed/embedParam';
import { byId, el } from '../ui/dom';
import { listenToLabKeys, LAB_KEYS } from './input/labKeys';
import { TargetDrag } from './input/TargetDrag';
import { labSnapshot, type Lab3dHook } from './labHook';
import { LAB_CONTROLLERS } from './scene/labControllers';
import { LabScene, openingSettings, TARGET_RADIUS } from './scene/LabScene';
import { LAB_DT } from './scene/turnChoice';
import { FrameReadout } from './ui/FrameReadout';
import { LabBar } from './ui/LabBar';
import { ScreenLabels } from './ui/ScreenLabels';
import { TurnCard } from './ui/TurnCard';
import { LabView } from './view/LabView';

/** At most this many fixed steps a frame (a slow frame is not caught up in one go). */
const MAX_STEPS_PER_FRAME = 4;

declare global {
  interface Window {
    lab3d?: Lab3dHook;
  }
}

async function start(): Promise<void> {
  await RAPIER.init();
  const { embed } = readEmbedParam(window.location.search);
  if (embed) document.documentElement.classList.add('embed');
  const viewElement = byId('lab-view');
  let scene = new LabScene(RAPIER);
  let paused = false;
  const view = new LabView(viewElement, TARGET_RADIUS);
  const card = new TurnCard(byId('lab-card'), byId('lab-summary'));
  const labels = new ScreenLabels(viewElement);
  const readout = new FrameReadout(byId('lab-readout'));
  const drag = new TargetDrag(
    viewElement,
    view,
    () => scene.target,
    () => draw(),
  );
  const sync = (): void => bar.sync({ settings: scene.settings, paused });
  const actions = {
    toggleTurnRate: () => scene.toggleTurnRate(),
    setController: (id: string) => scene.setController(id),
    nextController: () => {
      const index = LAB_CONTROLLERS.findIndex((choice) => choice.id === scene.settings.controller.id);
      const next = LAB_CONTROLLERS[(index + 1) % LAB_CONTROLLERS.length];
      if (next !== undefined) scene.setController(next.id);
    },
    toggleMissiles: () => scene.setMissiles(!scene.settings.missilesOn),
    setMissileCount: (count: number) => scene.setMissileCount(count),
    replay: () => scene.replayTurns(),
    startFromHere: () => scene.startFromHere(),
    togglePause: () => (paused = !paused),
    // The lab as it opened, the missiles as they are.
    reset: () => {
      const { missilesOn, missileCount } = scene.settings;
      scene.dispose();
      scene = new LabScene(RAPIER, { ...openingSettings(), missilesOn, missileCount });
    },
    nudgeTarget: (azimuth: number, elevation: number) => scene.target.nudge(azimuth, elevation),
  };
  // Every action redraws the bar and the frame at once (a paused lab shows the change too).
  const acting =
    <A extends unknown[]>(action: (...args: A) => unknown) =>
    (...args: A): void => {
      action(...args);
      sync();
      draw();
    };
  const bar = new LabBar(
    byId('lab-bar'),
    {
      toggleTurnRate: acting(actions.toggleTurnRate),
      setController: acting(actions.setController),
      replay: acting(actions.replay),
      startFromHere: acting(actions.startFromHere),
      toggleMissiles: acting(actions.toggleMissiles),
      setMissileCount: acting(actions.setMissileCount),
      togglePause: acting(actions.togglePause),
      reset: acting(actions.reset),
    },
    './',
    embed ? fullDemoAddress(window.location.href) : null,
  );
  listenToLabKeys(viewElement, {
    nudgeTarget: acting(actions.nudgeTarget),
    toggleTurnRate: acting(actions.toggleTurnRate),
    nextController: acting(actions.nextController),
    toggleMissiles: acting(actions.toggleMissiles),
    togglePause: acting(actions.togglePause),
    reset: acting(actions.reset),
  });
  byId('lab-help').append(
    el('span', { className: 'lab-help-wide', text: `Drag the target · drag elsewhere to orbit · wheel to zoom · ${LAB_KEYS}` }),
    el('span', { className: 'lab-help-narrow', text: 'Drag the target · drag elsewhere to orbit · pinch to zoom' }),
  );

  function draw(): void {
    // A move of the target while paused shows its turn at once (from its start).
    scene.applyChanges();
    view.draw(scene, drag.dragging || document.activeElement === viewElement);
    card.update(scene.run, scene.ghostRun, scene.replayCount);
    labels.update(view, scene);
  }
  viewElement.addEventListener('focus', () => draw());
  viewElement.addEventListener('blur', () => draw());

  let last = performance.now();
  let owed = 0;
  const frame = (now: number): void => {
    owed = paused ? 0 : Math.min(owed + (now - last) / 1000, MAX_STEPS_PER_FRAME * LAB_DT);
    last = now;
    let steps = 0;
    const before = performance.now();
    while (owed >= LAB_DT) {
      scene.step();
      steps++;
      owed -= LAB_DT;
    }
    readout.frame(now, steps, performance.now() - before);
    draw();
    requestAnimationFrame(frame);
  };
  sync();
  draw();
  requestAnimationFrame(frame);
  window.lab3d = {
    stepFixed(count: number) {
      for (let i = 0; i < count; i++) scene.step();
      draw();
      return labSnapshot(scene, paused, view, readout);
    },
    snapshot: () => labSnapshot(scene, paused, view, readout),
  };
  document.getElementById('not-started')?.remove();
}

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const note = document.getElementById('not-started');
  if (note) note.textContent = `The 3D lab could not start: ${message}`;
  throw error;
});
