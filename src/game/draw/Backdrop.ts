import type Phaser from 'phaser';
import { BACKDROP } from '../../app/presentation/presentationPalette';
import type { Viewport } from '../Viewport';

/** The texture's key in Phaser's texture manager. */
const TEXTURE_KEY = 'backdrop';

/**
 * The background, as in the original demo: a warm sun low on the horizon under a dark blue layer,
 * with a faint haze of stars. Painted once into a canvas texture with the Canvas 2D API (and again
 * only when the canvas changes size), then drawn each frame as one image behind the grid: depth
 * that costs one image blit per frame, nothing per entity.
 */
export class Backdrop {
  private readonly image: Phaser.GameObjects.Image;
  private texture: Phaser.Textures.CanvasTexture | null = null;
  private paintedWidth = 0;
  private paintedHeight = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: Viewport,
    private resolution: number,
  ) {
    this.image = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(-1);
  }

  /** Changes the texture resolution (device pixel ratio changed): repaints on the next update. */
  setResolution(resolution: number): void {
    this.resolution = resolution;
    this.paintedWidth = 0;
  }

  /** Repaints when the canvas size changed since the last paint. */
  update(): void {
    const width = Math.round(this.view.width);
    const height = Math.round(this.view.height);
    if (width === this.paintedWidth && height === this.paintedHeight) return;
    this.paintedWidth = width;
    this.paintedHeight = height;
    const pixelWidth = Math.max(1, Math.round(width * this.resolution));
    const pixelHeight = Math.max(1, Math.round(height * this.resolution));
    if (this.texture) {
      this.texture.setSize(pixelWidth, pixelHeight);
    } else {
      this.texture = this.scene.textures.createCanvas(TEXTURE_KEY, pixelWidth, pixelHeight);
    }
    const texture = this.texture;
    if (!texture) return;
    paint(texture.getContext(), pixelWidth, pixelHeight);
    texture.refresh();
    this.image.setTexture(TEXTURE_KEY).setDisplaySize(width, height).setPosition(0, 0);
  }
}

/** Paints sky, sun, haze and stars into a 2D context of `width` × `height` device pixels. */
function paint(context: CanvasRenderingContext2D, width: number, height: number): void {
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, BACKDROP.skyTop);
  sky.addColorStop(0.7, BACKDROP.skyMiddle);
  sky.addColorStop(1, BACKDROP.skyBottom);
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);

  // The sun: a warm glow low on the right, large enough to read on a phone.
  const sunX = width * 0.78;
  const sunY = height * 0.96;
  const sunRadius = Math.max(width, height) * 0.55;
  const glow = context.createRadialGradient(sunX, sunY, 0, sunX, sunY, sunRadius);
  glow.addColorStop(0, BACKDROP.sunCore);
  glow.addColorStop(0.12, BACKDROP.sunInner);
  glow.addColorStop(0.45, BACKDROP.sunOuter);
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);

  // The dark blue layer over it: keeps everything drawn on top readable (text contrast included).
  context.fillStyle = BACKDROP.veil;
  context.fillRect(0, 0, width, height);

  // Stars: a fixed pseudo-random pattern (the same on every load), brighter away from the sun.
  let seed = 0x2f6e2b1;
  const next = (): number => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const stars = Math.round((width * height) / 9000);
  for (let i = 0; i < stars; i++) {
    const x = next() * width;
    const y = next() * height * 0.85;
    const size = next() < 0.08 ? 1.6 : 0.9;
    context.globalAlpha = 0.15 + 0.45 * next() * (1 - y / height);
    context.fillStyle = BACKDROP.star;
    context.fillRect(x, y, size, size);
  }
  context.globalAlpha = 1;
}
