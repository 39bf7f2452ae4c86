/**
 * What a pointer on the game is doing (the gesture under way, one at a time), and how the pointer
 * input reads a Phaser pointer: in CSS px on the canvas.
 */
import type Phaser from 'phaser';
import type { Vec2Like } from '../../sim/math/vec2';

/** A press that moves less than this is a tap, CSS px. */
export const TAP_SLOP_PX = 4;

/** What a pointer is doing. */
export type Gesture =
  | { kind: 'none' }
  | { kind: 'target'; pointerId: number; targetId: string; offsetX: number; offsetY: number }
  /** Pressed on an obstacle: it is dragged once the pointer has moved (a tap only selects it). */
  | { kind: 'obstacle'; pointerId: number; obstacleId: string; offsetX: number; offsetY: number; dragging: boolean }
  | { kind: 'waypoint'; pointerId: number; entityId: string; index: number; offsetX: number; offsetY: number }
  /** Pressed on a body (Track, Seek): selected; its target is dragged only once the pointer has moved (a tap or click only selects). */
  | { kind: 'body'; pointerId: number }
  | { kind: 'sketch'; pointerId: number; entityId: string }
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  /** Two fingers down: they zoom and pan the view (PinchZoom.ts). */
  | { kind: 'pinch' }
  /** Fingers still down after a pinch: nothing happens until they all lift. */
  | { kind: 'settle' };

/** No gesture under way. */
export const NONE: Gesture = Object.freeze({ kind: 'none' });

/** A pinch under way (its state is the PinchZoom's). */
export const PINCH: Gesture = Object.freeze({ kind: 'pinch' });

/** Converts a Phaser pointer to CSS px on the canvas. */
export type PointerToCss = (pointer: Phaser.Input.Pointer, out: Vec2Like) => Vec2Like;
