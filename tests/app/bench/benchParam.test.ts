import { describe, expect, it } from 'vitest';
import { parseBenchParam } from '../../../src/app/bench/benchParam';

describe('?bench=N', () => {
  it('no parameter: no benchmark', () => {
    expect(parseBenchParam('')).toEqual({ kind: 'none' });
    expect(parseBenchParam('?renderer=webgl')).toEqual({ kind: 'none' });
  });

  it('an integer from 1 to 10000 runs a benchmark of that many entities', () => {
    expect(parseBenchParam('?bench=1')).toEqual({ kind: 'run', entities: 1, thread: 'worker', engine: 'planck', warmupSeconds: 2 });
    expect(parseBenchParam('?bench=1000&renderer=webgl')).toEqual({
      kind: 'run',
      entities: 1000,
      thread: 'worker',
      engine: 'planck',
      warmupSeconds: 2,
    });
    expect(parseBenchParam('?bench=5000')).toEqual({ kind: 'run', entities: 5000, thread: 'worker', engine: 'planck', warmupSeconds: 2 });
    expect(parseBenchParam('?bench=10000&engine=box2d')).toEqual({
      kind: 'run',
      entities: 10000,
      thread: 'worker',
      engine: 'box2d',
      warmupSeconds: 2,
    });
    // The one number grammar of every input surface (src/sim/validation/numberText.ts).
    expect(parseBenchParam('?bench=1e3')).toEqual({ kind: 'run', entities: 1000, thread: 'worker', engine: 'planck', warmupSeconds: 2 });
  });

  it.each(['0', '10001', '-3', '2.5', 'abc', '', '0x10', '99999999999999999999'])(
    'refuses bench=%j with a message naming the parameter and the range',
    (value) => {
      const request = parseBenchParam(`?bench=${encodeURIComponent(value)}`);
      expect(request.kind).toBe('invalid');
      if (request.kind !== 'invalid') return;
      expect(request.message).toContain('?bench=');
      expect(request.message).toContain('from 1 to 10000');
      expect(request.message).toContain(value === '' ? 'got nothing' : `"${value.slice(0, 24)}`);
    },
  );

  it('&thread=main runs the simulation on the page, worker (the default) in a Web Worker; anything else is refused', () => {
    expect(parseBenchParam('?bench=10&thread=main')).toEqual({
      kind: 'run',
      entities: 10,
      thread: 'main',
      engine: 'planck',
      warmupSeconds: 2,
    });
    expect(parseBenchParam('?bench=10&thread=worker')).toEqual({
      kind: 'run',
      entities: 10,
      thread: 'worker',
      engine: 'planck',
      warmupSeconds: 2,
    });
    expect(parseBenchParam('?bench=10&thread=gpu')).toEqual({
      kind: 'invalid',
      message: '&thread= must be "worker" or "main" (where the benchmark\'s simulation runs); got "gpu". The game started normally.',
    });
  });

  it('&warmup=S sets the seconds before the measured window (2 without it); anything but 0–600 s is refused', () => {
    expect(parseBenchParam('?bench=10&warmup=120')).toEqual({
      kind: 'run',
      entities: 10,
      thread: 'worker',
      engine: 'planck',
      warmupSeconds: 120,
    });
    expect(parseBenchParam('?bench=10&thread=main&warmup=0')).toEqual({
      kind: 'run',
      entities: 10,
      thread: 'main',
      engine: 'planck',
      warmupSeconds: 0,
    });
    expect(parseBenchParam('?bench=10&warmup=%202.5%20')).toEqual({
      kind: 'run',
      entities: 10,
      thread: 'worker',
      engine: 'planck',
      warmupSeconds: 2.5,
    });
    for (const value of ['', 'abc', '-1', '601', 'Infinity', 'NaN', '0x10']) {
      expect(parseBenchParam(`?bench=10&warmup=${value}`)).toEqual({
        kind: 'invalid',
        message:
          `&warmup= must be a number of seconds from 0 to 600 (the warm-up before the measured window); got ` +
          `${value === '' ? 'nothing' : `"${value}"`}. The game started normally.`,
      });
    }
  });

  it(
    '&engine=box2d runs the crowd on Box2D, in the Worker or on the page; ' + 'planck (the default) as before; another engine is refused',
    () => {
      expect(parseBenchParam('?bench=10&engine=box2d')).toEqual({
        kind: 'run',
        entities: 10,
        thread: 'worker',
        engine: 'box2d',
        warmupSeconds: 2,
      });
      expect(parseBenchParam('?bench=10&engine=%20planck%20&thread=main')).toEqual({
        kind: 'run',
        entities: 10,
        thread: 'main',
        engine: 'planck',
        warmupSeconds: 2,
      });
      expect(parseBenchParam('?bench=10&engine=rapier')).toEqual({
        kind: 'invalid',
        message: '&engine= must be "planck" or "box2d" (the crowd\'s physics engine); got "rapier". The game started normally.',
      });
      expect(parseBenchParam('?bench=10&engine=')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('got nothing') });
      expect(parseBenchParam('?bench=10&engine=box2d&thread=main')).toEqual({
        kind: 'run',
        entities: 10,
        thread: 'main',
        engine: 'box2d',
        warmupSeconds: 2,
      });
    },
  );

  it('a bare ?bench is refused too', () => {
    expect(parseBenchParam('?bench').kind).toBe('invalid');
  });
});
