/** Colours of the game (0xRRGGBB), dark and easy on the eyes. The game draws with them; the page's panels and legends use the CSS forms. */
export const COLORS = {
  background: 0x0b1018,
  gridMinor: 0x151d2a,
  gridMajor: 0x222e40,
  gridAxis: 0x33455f,
  selection: 0xffffff,
  sketch: 0xf0f4ff,
  flameOuter: 0xff7a1a,
  flameInner: 0xffe8a0,
  jetGlow: 0xffd27a,
  heading: 0xffffff,
  desiredHeading: 0xffd84a,
  errorArc: 0xffd84a,
  torque: 0xff5fd2,
  velocity: 0x5cf08a,
  lineOfSight: 0x6fe3ff,
  intercept: 0xff6f6f,
  arena: 0x2c3c55,
  wind: 0x7fdcff,
  raceTarget: 0xf0f4ff,
  wallFill: 0x39455a,
  wallEdge: 0x8d9bb3,
  wallDetail: 0x566580,
  boxFill: 0x2e3e58,
  boxEdge: 0x7fa0cf,
  boxDetail: 0x4d6a95,
  rockFill: 0x4d4f57,
  rockEdge: 0xa3a6b0,
  rockDetail: 0x6e717b,
  crateFill: 0x7a4f26,
  crateEdge: 0xe0a25c,
  crateDetail: 0xb27436,
} as const;

/**
 * One distinct colour per entity (the demo gives each entity a palette index): the opening
 * missile is orange, the opening character cyan.
 */
export const ENTITY_COLORS: readonly number[] = [
  0xff9a3c, 0x36d6ff, 0xb98cff, 0x7ee06a, 0xff6f9f, 0xffd54a, 0x4f8dff, 0xf2a48a, 0x52e0c4, 0xe4e4e4,
];

/** `#rrggbb` for a 0xRRGGBB colour. */
export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** {@link ENTITY_COLORS} as CSS strings, made once (labels use them every frame). */
const ENTITY_CSS_COLORS: readonly string[] = ENTITY_COLORS.map(cssColor);

function paletteIndex(index: number): number {
  return ((index % ENTITY_COLORS.length) + ENTITY_COLORS.length) % ENTITY_COLORS.length;
}

/** The colour of palette index `index` (wraps round). */
export function entityColor(index: number): number {
  return ENTITY_COLORS[paletteIndex(index)] as number;
}

/** The CSS colour of palette index `index` (wraps round), without allocating. */
export function entityCssColor(index: number): string {
  return ENTITY_CSS_COLORS[paletteIndex(index)] as string;
}

/** Mixes two 0xRRGGBB colours: t = 0 gives `a`, 1 gives `b`. */
export function mixColor(a: number, b: number, t: number): number {
  const k = Math.max(0, Math.min(1, t));
  const r = Math.round(((a >> 16) & 255) * (1 - k) + ((b >> 16) & 255) * k);
  const g = Math.round(((a >> 8) & 255) * (1 - k) + ((b >> 8) & 255) * k);
  const bl = Math.round((a & 255) * (1 - k) + (b & 255) * k);
  return (r << 16) | (g << 8) | bl;
}

/**
 * One colour per run of a comparison, by its colour slot (src/app/history/comparedRuns.ts): the
 * recorded run pale, the what-if runs yellow, pink and green. Their ghosts, their columns on the
 * compare card and their traces on the phase plot share it.
 */
export const RUN_COLORS: readonly number[] = [0xdfe6f2, 0xffd84a, 0xff6fd8, 0x5cf08a];

/** The colour of a run's slot (wraps round). */
export function runColor(slot: number): number {
  return RUN_COLORS[((slot % RUN_COLORS.length) + RUN_COLORS.length) % RUN_COLORS.length] as number;
}
