import { describe, expect, it } from 'vitest';
import { BenchMeter, isSteady60, type BenchFrame } from '../../../src/app/instruments/BenchMeter';

const DT = 1 / 60;

function frame(frameMs: number, simMs = 2, drawMs = 5, steps = 1, lagSteps = 0): BenchFrame {
  return { frameMs, simMs, drawMs, renderMs: drawMs / 2, uiMs: 0.5, steps, lagSteps };
}

describe('BenchMeter', () => {
  it('ignores the warm-up, then measures the window and reports frame time, sim and draw per frame, fps', () => {
    const meter = new BenchMeter(1000, 'canvas', DT, { warmupSeconds: 2, windowSeconds: 5 });
    // Warm-up: slow frames that must not count.
    for (let t = 0; t < 2000; t += 100) meter.record(frame(100, 50, 50, 5));
    expect(meter.phase).toBe('measuring');
    expect(meter.result).toBeNull();
    // Window: 300 frames of 1000/60 ms, one step each.
    for (let i = 0; i < 300 && meter.phase !== 'done'; i++) meter.record(frame(1000 / 60, i % 2 === 0 ? 2 : 4, 6, 1));
    expect(meter.phase).toBe('done');
    const result = meter.result;
    expect(result).not.toBeNull();
    if (!result) return;
    expect(result.entities).toBe(1000);
    expect(result.renderer).toBe('canvas');
    expect(result.frames).toBe(300);
    expect(result.windowSeconds).toBeCloseTo(5, 6);
    expect(result.fps).toBeCloseTo(60, 6);
    expect(result.frameMs.median).toBeCloseTo(1000 / 60, 6);
    expect(result.simMsPerFrame.median).toBe(3);
    expect(result.simMsPerFrame.mean).toBe(3);
    expect(result.drawMsPerFrame.p95).toBe(6);
    expect(result.renderMsPerFrame.median).toBe(3);
    expect(result.uiMsPerFrame.mean).toBe(0.5);
    expect(result.stepsPerFrame).toBe(1);
    expect(result.simSpeed).toBeCloseTo(1, 6);
    expect(isSteady60(result)).toBe(true);
  });

  it('reports a simulation that falls behind real time (slow frames, capped steps)', () => {
    const meter = new BenchMeter(2000, 'webgl', DT, { warmupSeconds: 0, windowSeconds: 1 });
    // 10 frames of 100 ms, each capped at 5 steps: 10 × 5 / 60 s simulated in 1 s.
    for (let i = 0; i < 20; i++) meter.record(frame(100, 80, 15, 5));
    const result = meter.result;
    expect(result?.frames).toBe(10);
    expect(result?.fps).toBeCloseTo(10, 6);
    expect(result?.stepsPerFrame).toBe(5);
    expect(result?.simSpeed).toBeCloseTo(50 / 60, 6);
    if (result) expect(isSteady60(result)).toBe(false);
  });

  it("counts the clock's steps for the sim speed and reports the Worker's lag behind it apart", () => {
    const meter = new BenchMeter(3000, 'canvas', DT, { warmupSeconds: 0, windowSeconds: 1 });
    // 60 frames of one step each; the Worker falls 6 steps behind near the end and is catching up
    // when the window closes: the simulated time is still a full second.
    for (let i = 0; i < 61 && meter.phase !== 'done'; i++) meter.record(frame(1000 / 60, 11, 5, 1, i < 50 ? 1 : i < 56 ? i - 49 : 61 - i));
    const result = meter.result;
    expect(result?.frames).toBeGreaterThanOrEqual(60);
    expect(result?.simSpeed).toBeCloseTo(1, 6);
    expect(result?.lagSteps.median).toBe(1);
    expect(result?.lagSteps.max).toBe(6);
  });

  it('ignores frames with a bad time and keeps its result once done', () => {
    const meter = new BenchMeter(10, 'canvas', DT, { warmupSeconds: 0, windowSeconds: 0.05 });
    meter.record(frame(Number.NaN));
    meter.record(frame(-5));
    expect(meter.progress).toBe(0);
    meter.record(frame(30));
    expect(meter.progress).toBeCloseTo(0.6, 6);
    meter.record(frame(30));
    const first = meter.result;
    meter.record(frame(1000));
    expect(meter.result).toBe(first);
    expect(first?.frames).toBe(2);
  });

  it('a warm-up in frames lasts as many frames, however fast they come', () => {
    const meter = new BenchMeter(10, 'canvas', DT, { warmupSeconds: 0.1, warmupFrames: 120, windowSeconds: 1 });
    for (let i = 0; i < 119; i++) meter.record(frame(5));
    expect(meter.phase).toBe('warmup');
    expect(meter.progress).toBeCloseTo(119 / 120, 6);
    meter.record(frame(5));
    expect(meter.phase).toBe('measuring');
  });

  it('refuses impossible settings', () => {
    expect(() => new BenchMeter(1, 'canvas', DT, { warmupFrames: 1.5 })).toThrow(/warmupFrames/);
    expect(() => new BenchMeter(1, 'canvas', DT, { windowSeconds: 0 })).toThrow(/windowSeconds/);
    expect(() => new BenchMeter(1, 'canvas', DT, { warmupSeconds: -1 })).toThrow(/warmupSeconds/);
    expect(() => new BenchMeter(1, 'canvas', 0)).toThrow(/dt/);
  });
});
