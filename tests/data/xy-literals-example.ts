// Examples for tests/xyLiterals.test.ts (not part of the game): lines 3 to 5 are what the check refuses.
export const numbers = { x: 1.5, y: -2 as number };
export const flags = { drag: { x: false, y: false } };
export const empty = { x: null, y: 0 };
export const points = { x: 0, y: [1, 2] };
export const moreFields = { x: false, y: false, setScale: false };
export const reversed = { y: 'a', x: 'b' };
export const computed = (v: { x: number; y: number }) => ({ x: v.x * 2, y: v.y - 1 });
