import type Phaser from 'phaser';
import type { CanvasLabel } from '../../app/snapshot';

/** A dark outline round every label, so it stays readable over trails, bodies and the sun. */
const LABEL_OUTLINE = '#070c16';

/** Font of every label drawn on the canvas. */
const LABEL_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Reusable Phaser Text objects for small labels (waypoint numbers, entity names). Call
 * {@link begin} each frame, {@link show} per label, then {@link end}, which hides the unused ones.
 * Texts are created on demand and never destroyed while the scene lives, so steady frames
 * allocate nothing; a text's texture is only redrawn when its string or colour changes.
 */
export class LabelPool {
  private readonly texts: Phaser.GameObjects.Text[] = [];
  private readonly colors: string[] = [];
  private readonly sizes: number[] = [];
  /** The entity label block each label of this frame belongs to (−1: none, a waypoint number). */
  private readonly blocks: number[] = [];
  /**
   * The font's metrics by size (CSS px), measured by the first label of that size and handed to the
   * others: Phaser measures them by drawing the font into a canvas and reading its pixels back, a
   * millisecond or more for each label made or resized.
   */
  private readonly metricsBySize = new Map<number, Phaser.Types.GameObjects.Text.TextMetrics>();
  private used = 0;

  /**
   * @param scene the scene that owns the texts.
   * @param resolution texture resolution (the device pixel ratio, for crisp text).
   * @param depth display depth of the labels.
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private resolution: number,
    private readonly depth: number,
  ) {}

  /** Changes the texture resolution (the window moved to a screen with another pixel ratio). */
  setResolution(resolution: number): void {
    this.resolution = resolution;
    for (const text of this.texts) text.setResolution(resolution);
  }

  /** Starts a frame of labels. */
  begin(): void {
    this.used = 0;
  }

  /** Labels shown so far this frame; the next one shown gets this index. */
  get count(): number {
    return this.used;
  }

  /**
   * Shows `content` centred at (x, y) CSS px, in `color` (`#rrggbb`), `sizePx` CSS px tall; `block`
   * says which entity label it is a line of (−1: none), for the automation hook.
   */
  show(content: string, x: number, y: number, color: string, sizePx: number, alpha = 1, block = -1): void {
    let text = this.texts[this.used];
    if (!text) {
      // Made with its content and resolution, so that its texture is drawn once, not again for each.
      const metrics = this.metricsBySize.get(sizePx);
      text = this.scene.add
        .text(0, 0, content, {
          fontFamily: LABEL_FONT,
          fontSize: `${sizePx}px`,
          color,
          fontStyle: '600',
          stroke: LABEL_OUTLINE,
          strokeThickness: 3,
          resolution: this.resolution,
          ...(metrics ? { metrics } : {}),
        })
        .setOrigin(0.5, 0.5)
        .setDepth(this.depth);
      if (!metrics) this.metricsBySize.set(sizePx, text.getTextMetrics());
      this.texts.push(text);
      this.colors.push(color);
      this.sizes.push(sizePx);
    }
    if (this.colors[this.used] !== color) {
      text.setColor(color);
      this.colors[this.used] = color;
    }
    if (this.sizes[this.used] !== sizePx) {
      const metrics = this.metricsBySize.get(sizePx);
      if (metrics) {
        text.setStyle({ fontSize: `${sizePx}px`, metrics });
      } else {
        text.setFontSize(`${sizePx}px`);
        this.metricsBySize.set(sizePx, text.getTextMetrics());
      }
      this.sizes[this.used] = sizePx;
    }
    if (text.text !== content) text.setText(content);
    text.setPosition(Math.round(x), Math.round(y)).setAlpha(alpha).setVisible(true);
    this.blocks[this.used] = block;
    this.used++;
  }

  /** The width of label `index` of this frame as written, CSS px. */
  widthOf(index: number): number {
    return (this.texts[index] as Phaser.GameObjects.Text).width;
  }

  /** The height of label `index` of this frame as written, CSS px. */
  heightOf(index: number): number {
    return (this.texts[index] as Phaser.GameObjects.Text).height;
  }

  /** Moves label `index` of this frame so that its centre is at (x, y) CSS px. */
  moveTo(index: number, x: number, y: number): void {
    (this.texts[index] as Phaser.GameObjects.Text).setPosition(Math.round(x), Math.round(y));
  }

  /**
   * The box (CSS px) round labels `from` to `to` (exclusive) of this frame, written into `out` as
   * left, top, right, bottom.
   */
  boxOf(from: number, to: number, out: [number, number, number, number]): void {
    out[0] = Infinity;
    out[1] = Infinity;
    out[2] = -Infinity;
    out[3] = -Infinity;
    for (let i = from; i < to; i++) {
      const text = this.texts[i] as Phaser.GameObjects.Text;
      out[0] = Math.min(out[0], text.x - text.width / 2);
      out[1] = Math.min(out[1], text.y - text.height / 2);
      out[2] = Math.max(out[2], text.x + text.width / 2);
      out[3] = Math.max(out[3], text.y + text.height / 2);
    }
  }

  /** This frame's labels: their text and box (CSS px on the canvas), for the automation hook. */
  shown(): CanvasLabel[] {
    return this.texts.slice(0, this.used).map((text, i) => ({
      text: text.text,
      left: text.x - text.width / 2,
      top: text.y - text.height / 2,
      width: text.width,
      height: text.height,
      block: this.blocks[i] ?? -1,
    }));
  }

  /** Hides the labels not shown this frame. */
  end(): void {
    for (let i = this.used; i < this.texts.length; i++) (this.texts[i] as Phaser.GameObjects.Text).setVisible(false);
  }
}
