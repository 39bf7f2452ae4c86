import '../../node_modules/lil-gui/dist/lil-gui.css';
import type { Demo } from '../app/Demo';
import { byId } from './dom';
import { Scope } from './instruments/Scope';
import { TunerPanel } from './tuning/TunerPanel';
import { TuningPanel } from './tuning/TuningPanel';

/**
 * The sidebar's tools: the tuning panel (lil-gui), the auto-tuner and the scope, built together
 * the first time the sidebar opens. The sidebar starts closed on every screen, so they are a chunk
 * of their own (lil-gui and its styles with them) that the game's first frame does not wait for;
 * the sidebar's preset menu and Share button are built at start (src/ui/settings/SettingsSession.ts).
 */
export class SidebarTools {
  private readonly panel: TuningPanel;
  private readonly tuner: TunerPanel;
  private readonly scope: Scope;

  /** `openCode` opens "Use in your game" for the controller the panel shows. */
  constructor(demo: Demo, changed: () => void, openCode: () => void) {
    this.panel = new TuningPanel(byId('panel'), demo, changed, openCode);
    this.tuner = new TunerPanel(byId('tuner'), demo, () => this.panel.applyTo, changed);
    this.scope = new Scope(byId('scope'), demo.changes);
  }

  /** Shows the demo's current values in the panel and the auto-tuner. */
  sync(): void {
    this.panel.sync();
    this.tuner.sync();
  }

  /** The sidebar opened: the scope draws again at its next frame (its width may be new). */
  opened(): void {
    this.scope.redraw();
  }

  /** Once per frame while the sidebar is open: the scope. */
  frame(demo: Demo, frameSeconds: number): void {
    this.scope.update(demo, frameSeconds);
  }

  /** Stops the auto-tuner's Worker. */
  destroy(): void {
    this.tuner.destroy();
  }
}
