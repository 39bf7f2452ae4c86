import Phaser from 'phaser';
import type { ActionId } from '../app/actionCatalog';
import { parseBenchParam } from '../app/bench/benchParam';
import { Demo } from '../app/Demo';
import { StepBudget } from '../app/StepBudget';
import { buildSnapshot, type PidDemoHook, type ScreenPoint } from '../app/snapshot';
import type { Vec2Like } from '../sim/math/vec2';
import { GameUi } from '../ui/GameUi';
import type { BenchMode } from './bench/BenchMode';
import { WorldRenderer, type FrameView } from './draw/WorldRenderer';
import { GameActions, type ViewOptions } from './GameActions';
import { KeyboardShortcuts } from './input/KeyboardShortcuts';
import { PointerGestures } from './input/PointerGestures';
import { Viewport } from './Viewport';

declare global {
  interface Window {
    /** The read-only automation hook (a contract with the browser tests). */
    pidDemo?: PidDemoHook;
  }
}

/** The device pixel ratio, at least 1 and at most 3 (beyond that the fill rate costs more than it shows). */
export function pixelRatio(): number {
  return Math.min(3, Math.max(1, window.devicePixelRatio || 1));
}

/**
 * The one scene of the game. It is thin: it owns the {@link Demo} (the model), feeds it frame
 * time, draws what it says ({@link WorldRenderer}) and turns pointer and keyboard input into demo
 * calls ({@link PointerGestures}, {@link KeyboardShortcuts}, {@link GameActions}).
 *
 * Pixels: the canvas has `devicePixelRatio` device pixels per CSS pixel and the camera zooms by
 * the same ratio, so everything is drawn in CSS pixels and stays crisp on high-DPI screens. The
 * world (metres, y up) is mapped to CSS pixels by the {@link Viewport}.
 */
export class PlaygroundScene extends Phaser.Scene {
  private demo!: Demo;
  private view!: Viewport;
  private world!: WorldRenderer;
  private gestures!: PointerGestures;
  private keyboard!: KeyboardShortcuts;
  private ui!: GameUi;
  private resizeObserver: ResizeObserver | null = null;
  /** The browser benchmark (`?bench=N`), loaded on demand; null in normal play. */
  private bench: BenchMode | null = null;
  /** Fewer catch-up steps per frame when steps get costly (a crowd on a slow machine): see StepBudget. */
  private readonly stepBudget = new StepBudget();
  private readonly viewOptions: ViewOptions = { debug: false };
  private readonly frameView: FrameView = { debug: false, highlightedTargetId: null, sketch: [], pointer: { x: 0, y: 0 }, time: 0 };
  private ratio = 1;

  constructor() {
    super('playground');
  }

  create(): void {
    this.demo = new Demo();
    this.view = new Viewport();
    this.ratio = pixelRatio();
    this.world = new WorldRenderer(this, this.view, this.ratio);

    let actions: GameActions | null = null;
    const run = (id: ActionId): void => {
      if (id === 'reset') this.gestures.cancel();
      this.ui.noteInteraction();
      actions?.run(id);
    };
    this.ui = new GameUi(this.demo, this.viewOptions, run);
    actions = new GameActions(this.demo, this.view, this.viewOptions, {
      toggleHelp: () => this.ui.toggleHelp(),
      togglePanel: () => this.ui.togglePanel(),
      toggleStepResponse: () => this.ui.toggleStepResponse(),
      placementPoint: (out) => this.placementPoint(out),
      notify: (message, kind) => this.ui.notify(message, kind),
      changed: () => this.ui.changed(),
    });

    const canvas = this.game.canvas;
    this.gestures = new PointerGestures(this.input, this.demo, this.view, (pointer, out) => this.pointerToCss(pointer, out), (cursor) => {
      if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
    });
    this.input.on('pointerdown', () => {
      this.ui.noteInteraction();
      // Clicking the game takes the keyboard back from a panel field, so shortcuts work again.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) active.blur();
    });
    this.keyboard = new KeyboardShortcuts(run, () => this.ui.closeHelp());

    this.fitToParent();
    const parent = canvas.parentElement;
    if (parent) {
      this.resizeObserver = new ResizeObserver(() => this.fitToParent());
      this.resizeObserver.observe(parent);
    }
    window.addEventListener('resize', this.onWindowResize);

    // ?bench=N: the browser benchmark, a separate chunk loaded only when the URL asks for it.
    const benchRequest = parseBenchParam(window.location.search);
    if (benchRequest.kind !== 'none') {
      import('./bench/BenchMode')
        .then(({ BenchMode }) => {
          if (this.sys.isActive()) this.bench = new BenchMode(this.game, this.demo, this.view, benchRequest);
        })
        .catch((error: unknown) => console.error('the benchmark could not be loaded', error));
    }
    window.pidDemo = { snapshot: () => buildSnapshot(this.demo, (point) => this.toPage(point)), benchResult: () => this.bench?.result ?? null };
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());
  }

  override update(time: number, delta: number): void {
    // delta is real ms since the last frame; the demo scales it, caps catch-up and pauses.
    const frameSeconds = delta / 1000;
    // A held target or obstacle is dragged toward the pointer again before the steps.
    this.gestures.frame();
    const started = performance.now();
    const steps = this.demo.advance(frameSeconds, this.stepBudget.allowed);
    const simulated = performance.now();
    this.stepBudget.record(steps, simulated - started);
    const frame = this.frameView;
    frame.debug = this.viewOptions.debug;
    frame.highlightedTargetId = this.gestures.highlightedTargetId;
    frame.sketch = this.gestures.sketch.points;
    frame.pointer = this.gestures.pointerWorld;
    frame.time = time / 1000;
    this.world.draw(this.demo, frame);
    const drawn = performance.now();
    this.ui.frame(frameSeconds, this.game.loop.actualFps);
    this.bench?.frame(steps, simulated - started, drawn - simulated, performance.now() - drawn);
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
    const width = Math.max(1, Math.floor(parent.clientWidth));
    const height = Math.max(1, Math.floor(parent.clientHeight));
    const ratio = pixelRatio();
    const scale = this.scale;
    if (ratio !== this.ratio) {
      this.ratio = ratio;
      this.world.setResolution(ratio);
    }
    if (scale.zoom !== 1 / ratio) scale.setZoom(1 / ratio);
    if (scale.width !== Math.round(width * ratio) || scale.height !== Math.round(height * ratio)) scale.resize(Math.round(width * ratio), Math.round(height * ratio));
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    scale.updateBounds();
    const camera = this.cameras.main;
    camera.setSize(Math.round(width * ratio), Math.round(height * ratio));
    camera.setOrigin(0, 0);
    camera.setZoom(ratio);
    camera.setScroll(0, 0);
    this.view.resize(width, height);
  }

  /** Where a new obstacle goes (m): under the mouse when it is over the game, else the view's centre. */
  private placementPoint(out: Vec2Like): Vec2Like {
    if (this.gestures.pointerInside) {
      out.x = this.gestures.hoverWorld.x;
      out.y = this.gestures.hoverWorld.y;
    } else {
      out.x = this.view.centreX;
      out.y = this.view.centreY;
    }
    return out;
  }

  /** A Phaser pointer's position in CSS px on the canvas. */
  private pointerToCss(pointer: Phaser.Input.Pointer, out: Vec2Like): Vec2Like {
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
    this.ui.destroy();
    this.bench?.destroy();
    this.resizeObserver?.disconnect();
    window.removeEventListener('resize', this.onWindowResize);
    if (window.pidDemo) delete window.pidDemo;
  }
}
