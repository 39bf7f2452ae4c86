import Phaser from 'phaser';
import type { ActionId } from '../app/actionList';
import { ActionRunner } from '../app/actionRunner';
import type { BenchRequest } from '../app/bench/benchParam';
import type { Demo } from '../app/Demo';
import { StepBudget } from '../app/time/StepBudget';
import { buildSnapshot, type PidDemoHook, type ScreenPoint } from '../app/snapshot';
import type { ViewOptions } from '../app/presentation/viewOptions';
import type { Vec2Like } from '../sim/math/vec2';
import type { BenchDisplays, BenchMode } from './bench/BenchMode';
import { WorldRenderer, type FrameView } from './draw/WorldRenderer';
import { prefersReducedMotion } from './draw/reducedMotion';
import { ActionCamera } from './ActionCamera';
import { layoutFor } from '../app/setup/screenLayout';
import type { GameUiPort } from './GameUiPort';
import { KeyboardMoves } from './input/KeyboardMoves';
import { KeyboardShortcuts } from './input/KeyboardShortcuts';
import { PointerGestures } from './input/PointerGestures';
import { Viewport } from './Viewport';

declare global {
  interface Window {
    /** The read-only automation hook (a contract with the browser tests). */
    pidDemo?: PidDemoHook;
  }
}

/** Actions kept at most while the scene is being made (a few presses; more are not meant). */
const MAX_PENDING_ACTIONS = 8;

/** The device pixel ratio, at least 1 and at most 3 (beyond that the fill rate costs more than it shows). */
export function pixelRatio(): number {
  return Math.min(3, Math.max(1, window.devicePixelRatio || 1));
}

/** What the scene is built with: src/main.ts makes these and hands them in. */
export interface PlaygroundSceneParts {
  /** The model. */
  readonly demo: Demo;
  /** The page around the canvas. */
  readonly ui: GameUiPort;
  /** Shared with the UI: the scene toggles and draws them, the UI shows them. */
  readonly viewOptions: ViewOptions;
  /** The browser benchmark the URL asked for (`?bench=`), with where it shows itself; null in normal play. */
  readonly bench: { readonly request: BenchRequest; readonly displays: () => Promise<BenchDisplays> } | null;
  /**
   * More automation for the browser tests, added to `window.pidDemo` (src/main.ts: the challenge panel's `tryController`). [default: none]
   */
  readonly testHooks?: Readonly<Record<string, unknown>>;
  /** Which actions run (an embedded game runs only some: src/app/embed/embedActions.ts). [default: every one] */
  readonly allows?: (id: ActionId) => boolean;
}

/**
 * The one scene of the game. It is thin: it is handed the {@link Demo} (the model) and the page's
 * UI (see {@link PlaygroundSceneParts}), feeds the demo frame time, draws what it says
 * ({@link WorldRenderer}) and turns pointer and keyboard input into demo calls
 * ({@link PointerGestures}, {@link KeyboardShortcuts}; the actions run by the app's {@link ActionRunner}).
 *
 * Pixels: the canvas has `devicePixelRatio` device pixels per CSS pixel and the camera zooms by
 * the same ratio, so everything is drawn in CSS pixels and stays crisp on high-DPI screens. The
 * world (metres, y up) is mapped to CSS pixels by the {@link Viewport}.
 */
export class PlaygroundScene extends Phaser.Scene {
  private readonly demo: Demo;
  private readonly ui: GameUiPort;
  private readonly viewOptions: ViewOptions;
  private readonly benchParts: PlaygroundSceneParts['bench'];
  private readonly testHooks: Readonly<Record<string, unknown>>;
  private readonly allows: (id: ActionId) => boolean;
  private view!: Viewport;
  private camera: ActionCamera | null = null;
  private world!: WorldRenderer;
  private gestures!: PointerGestures;
  private readonly keyboard: KeyboardShortcuts;
  private readonly keyMoves: KeyboardMoves;
  private actions: ActionRunner | null = null;
  /** Actions pressed before the scene was created (the page's buttons and keys work from the start): run then, in order. */
  private readonly pendingActions: ActionId[] = [];
  private resizeObserver: ResizeObserver | null = null;
  /** The browser benchmark (`?bench=N`), loaded on demand; null in normal play. */
  private bench: BenchMode | null = null;
  /** Fewer catch-up steps per frame when steps get costly (a crowd on a slow machine): see StepBudget. */
  private readonly stepBudget = new StepBudget();
  private readonly frameView: FrameView = {
    debug: false,
    highlightedTargetId: null,
    sketch: [],
    pointer: { x: 0, y: 0 },
    time: 0,
    gestureActive: false,
  };
  private ratio = 1;
  /** No update has run yet (see update). */
  private firstUpdate = true;
  /** Whether the last frame was drawn behind an opening comparison's dialog (its canvas then cleared once, not every frame). */
  private wasBehindOpening = false;

  constructor(parts: PlaygroundSceneParts) {
    super('playground');
    this.demo = parts.demo;
    this.ui = parts.ui;
    this.viewOptions = parts.viewOptions;
    this.testHooks = parts.testHooks ?? {};
    this.allows = parts.allows ?? (() => true);
    this.benchParts = parts.bench;
    // The keys listen from the start, before Phaser has made the scene: a press is never lost.
    this.keyboard = new KeyboardShortcuts(
      (id) => this.runAction(id),
      () => this.ui.closeHelp(),
    );
    // Every drag has a keyboard alternative: the arrow keys move the selected target, waypoint or obstacle.
    this.keyMoves = new KeyboardMoves(
      this.demo,
      (message) => {
        this.ui.noteInteraction();
        this.ui.notify(message, 'info');
      },
      () => this.camera?.follow(),
    );
  }

  /** Runs a player's action (a toolbar button or a key); one pressed before the scene is created runs when it is. */
  runAction(id: ActionId): void {
    if (!this.allows(id)) return;
    if (!this.actions) {
      if (this.pendingActions.length < MAX_PENDING_ACTIONS) this.pendingActions.push(id);
      return;
    }
    this.ui.noteInteraction();
    this.actions.run(id);
  }

  create(): void {
    this.view = new Viewport();
    this.camera = new ActionCamera(this.view, this.demo.changes);
    this.ratio = pixelRatio();
    this.world = new WorldRenderer(this, this.view, this.ratio);

    // What an action may do to the view: the camera, where an obstacle goes, what the pointer holds (made below).
    this.actions = new ActionRunner(
      this.demo,
      this.viewOptions,
      {
        zoomBy: (factor) => this.view.zoomCentre(factor),
        fit: () => this.view.resetView(),
        placementPoint: (out) => this.placementPoint(out),
        letGo: () => this.gestures.cancel(),
      },
      this.ui,
    );

    const canvas = this.game.canvas;
    this.gestures = new PointerGestures(
      this.input,
      this.demo,
      this.view,
      (pointer, out) => this.pointerToCss(pointer, out),
      (cursor) => {
        if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
      },
    );
    this.input.on('pointerdown', () => {
      this.ui.noteInteraction();
      // Clicking the game takes the keyboard back from a panel field, so shortcuts work again.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) active.blur();
    });

    this.fitToParent();
    const parent = canvas.parentElement;
    if (parent) {
      this.resizeObserver = new ResizeObserver(() => this.fitToParent());
      this.resizeObserver.observe(parent);
    }
    window.addEventListener('resize', this.onWindowResize);

    // ?bench=N: the browser benchmark, separate chunks loaded only when the URL asks for it.
    const bench = this.benchParts;
    if (bench) {
      Promise.all([import('./bench/BenchMode'), bench.displays()])
        .then(([{ BenchMode }, displays]) => {
          if (this.sys.isActive()) this.bench = new BenchMode(this.game, this.demo, this.view, bench.request, displays, this);
        })
        .catch((error: unknown) => console.error('the benchmark could not be loaded', error));
    }
    const snapshot = (): ReturnType<PidDemoHook['snapshot']> => buildSnapshot(this.demo, (point) => this.toPage(point));
    window.pidDemo = {
      ...this.testHooks,
      snapshot,
      benchResult: () => this.bench?.result ?? null,
      stepFixed: (n) => {
        if (!Number.isInteger(n) || n < 1 || n > 100_000)
          throw new RangeError(`stepFixed: n must be an integer from 1 to 100000; got ${String(n)}`);
        for (let i = 0; i < n; i++) this.demo.clock.singleStep();
        return snapshot();
      },
      advanceFixed: (n) => {
        if (!Number.isInteger(n) || n < 1 || n > 100_000)
          throw new RangeError(`advanceFixed: n must be an integer from 1 to 100000; got ${String(n)}`);
        return { steps: this.demo.clock.runSteps(n), snapshot: snapshot() };
      },
      onFixedStep: (listener) => {
        if (typeof listener !== 'function') throw new TypeError('onFixedStep: listener must be a function');
        return this.demo.clock.watchSteps(listener);
      },
      loadScene: (text) => {
        const opened = this.demo.apply({ kind: 'openScene', text });
        // A comparison it carries is played again here at once, as the command line does (the page's own routes play it in Workers).
        const result = opened.ok && this.demo.opening ? this.demo.opening.finish() : opened;
        // Its changes delivered and the timeline set now: a script reading the slider right after sees the comparison's steps.
        this.ui.changed();
        return result.ok ? { ok: true } : { ok: false, error: result.message };
      },
      saveScene: () => this.demo.sceneFiles.save(),
      camera: () => ({
        pixelsPerMetre: this.view.pixelsPerMetre,
        following: !this.view.userMoved,
        free: {
          left: this.view.originX - this.view.freeWidth / 2,
          top: this.view.originY - this.view.freeHeight / 2,
          width: this.view.freeWidth,
          height: this.view.freeHeight,
        },
        zoom: this.view.zoom,
        centre: [this.view.toWorldX(this.view.originX), this.view.toWorldY(this.view.originY)],
      }),
      canvasLabels: () => {
        const rect = this.game.canvas.getBoundingClientRect();
        return this.world.shownLabels().map((label) => ({ ...label, left: rect.left + label.left, top: rect.top + label.top }));
      },
      breakTarget: (targetId) => {
        const target = this.demo.view.world.getTarget(targetId);
        target?.setMotion({ type: 'zigzag', velocity: { x: 1, y: 0 }, amplitude: 1, period: 5e-324 });
        return target !== undefined;
      },
    };
    // Share reads the player's own view (zoomed or panned) for the link; null while the camera frames the action.
    this.viewOptions.shared.readShown = () =>
      this.view.userMoved
        ? { zoom: this.view.zoom, centre: [this.view.toWorldX(this.view.originX), this.view.toWorldY(this.view.originY)] }
        : null;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());
    for (const id of this.pendingActions.splice(0)) this.runAction(id);
  }

  override update(time: number, delta: number): void {
    // delta is real ms since the last frame; the demo scales it, caps catch-up and pauses. Phaser's
    // loop starts its clock on the first frame, so that frame's delta is about 0 (15 ms once
    // smoothed): it counts as one 60 Hz frame, and the world moves in the first frame drawn.
    const frameSeconds = (this.firstUpdate ? Math.max(delta, 1000 / 60) : delta) / 1000;
    this.firstUpdate = false;
    // A held target or obstacle is dragged toward the pointer again before the steps.
    this.gestures.frame();
    const started = performance.now();
    // A comparison opening takes in what its Workers played since the last frame, before the page reads the scene (the clock is held
    // meanwhile).
    // What came is published, so the dialog, the timeline and the card show its progress and moment.
    if (this.demo.opening?.advance()) this.demo.changes.publish('opening');
    // The benchmark runs the steps itself (in its Web Worker, when it has one); see BenchMode.advance.
    const steps = this.bench
      ? this.bench.advance(frameSeconds, this.stepBudget.allowed)
      : this.demo.clock.advance(frameSeconds, this.stepBudget.allowed);
    const simulated = performance.now();
    this.stepBudget.record(steps, simulated - started);
    // What changed since the last frame (its steps, the player's changes) goes to whoever shows it: the camera, the page's views.
    this.demo.changes.deliver();
    // The camera frames the action (the benchmark chooses its own view).
    if (!this.benchParts) this.camera?.update(this.demo, time / 1000, this.gestures.active, prefersReducedMotion());
    // A share link's view, once the camera has seen its scene (a scene new to the camera is framed afresh).
    const requested = this.viewOptions.shared.requested;
    if (requested && !this.benchParts) {
      this.viewOptions.shared.requested = null;
      this.view.showChosen(requested.centre[0], requested.centre[1], requested.zoom);
    }
    const frame = this.frameView;
    frame.debug = this.viewOptions.debug;
    frame.highlightedTargetId = this.gestures.highlightedTargetId;
    frame.sketch = this.gestures.sketch.points;
    frame.pointer = this.gestures.pointerWorld;
    frame.gestureActive = this.gestures.active;
    frame.time = time / 1000;
    // The page first (HUD, legend, cards): the drawing then keeps the labels clear of the overlays as they are now.
    this.ui.frame(frameSeconds, this.game.loop.actualFps);
    const paged = performance.now();
    // Behind the opening's dialog (before a comparison's shared moment shows) the scene does not move: the Workers get the cores.
    const behindOpening = this.demo.opening !== null && !this.demo.opening.shown;
    this.cameras.main.setVisible(!behindOpening);
    // Nor is the canvas cleared again once it has been (it holds nothing to draw, and a canvas left alone costs the page's thread nothing).
    const config = (this.game.renderer as { config?: { clearBeforeRender?: boolean } }).config;
    if (config) config.clearBeforeRender = !(behindOpening && this.wasBehindOpening);
    this.wasBehindOpening = behindOpening;
    // The frame before the shared moment shows, it is drawn unseen: the scene's objects made then, not in the frame it shows.
    if (!behindOpening || this.demo.opening?.drawsUnseen) this.world.draw(this.demo, frame);
    this.bench?.frame(steps, simulated - started, performance.now() - paged, paged - simulated);
  }

  private readonly onWindowResize = (): void => this.fitToParent();

  /**
   * Sizes the canvas to its parent (CSS px × device pixel ratio), keeps its CSS size equal to the
   * parent's, and points the camera so that one world unit of the scene is one CSS pixel.
   */
  private fitToParent(): void {
    const canvas = this.game.canvas;
    const parent = canvas.parentElement;
    if (!parent) return;
    // A canvas sized again is blank: cleared to the game's colour at the next frame, even behind an opening's dialog.
    this.wasBehindOpening = false;
    const width = Math.max(1, Math.floor(parent.clientWidth));
    const height = Math.max(1, Math.floor(parent.clientHeight));
    const ratio = pixelRatio();
    const scale = this.scale;
    if (ratio !== this.ratio) {
      this.ratio = ratio;
      this.world.setResolution(ratio);
    }
    if (scale.zoom !== 1 / ratio) scale.setZoom(1 / ratio);
    if (scale.width !== Math.round(width * ratio) || scale.height !== Math.round(height * ratio))
      scale.resize(Math.round(width * ratio), Math.round(height * ratio));
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    scale.updateBounds();
    const camera = this.cameras.main;
    camera.setSize(Math.round(width * ratio), Math.round(height * ratio));
    camera.setOrigin(0, 0);
    camera.setZoom(ratio);
    camera.setScroll(0, 0);
    this.view.resize(width, height);
    // Scenes made from now on (a reset, a race) are laid out for the play area's shape.
    this.demo.apply({ kind: 'setLayout', layout: layoutFor(width, height) });
  }

  /** Where a new obstacle goes (m): under the mouse when it is over the game, else the view's centre. */
  private placementPoint(out: Vec2Like): Vec2Like {
    if (this.gestures.pointerInside) {
      out.x = this.gestures.hoverWorld.x;
      out.y = this.gestures.hoverWorld.y;
    } else {
      out.x = this.view.toWorldX(this.view.originX);
      out.y = this.view.toWorldY(this.view.originY);
    }
    return out;
  }

  /** A Phaser pointer's position in CSS px on the canvas. */
  private pointerToCss(pointer: Phaser.Input.Pointer, out: Vec2Like): Vec2Like {
    // From the DOM event and the canvas's box as the page lays it out now: after the sidebar opens
    // and closes, Phaser's own scale for pointers can keep the canvas's old width (a drop then
    // landed 1280/949 times too far right).
    const client = clientPoint(pointer);
    if (client) {
      const box = this.game.canvas.getBoundingClientRect();
      out.x = client.x - box.left;
      out.y = client.y - box.top;
      return out;
    }
    out.x = pointer.x / this.ratio;
    out.y = pointer.y / this.ratio;
    return out;
  }

  /** A world point (m) as a page point (CSS px from the viewport's top-left). */
  private toPage(point: Readonly<Vec2Like>): ScreenPoint {
    const rect = this.game.canvas.getBoundingClientRect();
    return [rect.left + this.view.toScreenX(point.x), rect.top + this.view.toScreenY(point.y)];
  }

  private shutdown(): void {
    this.gestures.destroy();
    this.keyboard.destroy();
    this.keyMoves.destroy();
    this.bench?.destroy();
    this.world.destroy();
    this.resizeObserver?.disconnect();
    window.removeEventListener('resize', this.onWindowResize);
    if (window.pidDemo) delete window.pidDemo;
  }
}

/** The page point (CSS px) of a Phaser pointer's last DOM event (the matching touch for touch input), or null. */
function clientPoint(pointer: Phaser.Input.Pointer): { x: number; y: number } | null {
  const event = pointer.event as MouseEvent | TouchEvent | undefined;
  if (!event) return null;
  if ('clientX' in event) return { x: event.clientX, y: event.clientY };
  for (const list of [event.changedTouches, event.touches]) {
    for (let i = 0; i < list.length; i++) {
      const touch = list[i];
      if (touch && touch.identifier === pointer.identifier) return { x: touch.clientX, y: touch.clientY };
    }
  }
  return null;
}
