// The turn card: the craft's latest turn as the game's turn meter measured it along its axis.
import { degreesFigure } from '../../app/presentation/turnRateWords';
import type { TurnMeter, TurnSoFar } from '../../sim/metrics/TurnMeter';
import { el, setText } from '../../ui/dom';

/** The card's rows: label and how the figure reads. */
const ROWS = [
  ['angle', 'Turn'],
  ['reached', 'Reached'],
  ['settled', 'Settled'],
  ['overshoot', 'Overshoot'],
  ['limit', 'Limit'],
] as const;

type Row = (typeof ROWS)[number][0];

const seconds = (value: number | null): string => (value === null ? '…' : `${value.toFixed(2)} s`);

/** What the phase means, in words. */
const PHASE_WORDS: Readonly<Record<TurnMeter['phase'], string>> = {
  idle: 'No turn yet.',
  moving: 'The target moves: the turn is timed once it stops.',
  turning: 'Turning…',
  settled: 'Settled: within 1° and slower than 0.05 rad/s.',
  small: 'Too small a turn to time (under 1°).',
  near: 'Too close to time.',
  retuned: 'The turn rate or the controller changed: move the target for a new turn.',
};

/**
 * The craft's latest turn (sim/metrics/TurnMeter.ts, fed along the turn's axis by
 * AxisTurnMeter.ts): its angle, when it first came within 1°, when it settled, how far it swung
 * past the target, and the fastest any controller could have made it from the craft's state at the
 * start with this motor ("—" when that bound would not be honest). A live region reads each settled
 * turn out once.
 */
export class TurnCard {
  private readonly cells = new Map<Row, HTMLElement>();
  private readonly phase: HTMLElement;
  private readonly motor: HTMLElement;
  private announced = -1;

  constructor(
    container: HTMLElement,
    private readonly summary: HTMLElement,
  ) {
    const list = el('dl');
    for (const [row, label] of ROWS) {
      const cell = el('dd', { id: `lab-card-${row}`, text: '—' });
      this.cells.set(row, cell);
      list.append(el('dt', { text: label }), cell);
    }
    this.phase = el('p', { id: 'lab-card-phase', className: 'lab-card-line' });
    this.motor = el('p', { id: 'lab-card-motor', className: 'lab-card-line' });
    container.append(el('h2', { text: 'Turn' }), list, this.phase, this.motor);
  }

  /** Shows the meter's latest turn, the motor's rate and the controller. */
  update(meter: TurnMeter, maxAngularAcceleration: number, controllerLabel: string): void {
    const latest: TurnSoFar | null = meter.latest;
    const set = (row: Row, text: string): void => setText(this.cells.get(row) as HTMLElement, text);
    set('angle', latest === null ? '—' : `${latest.angleDeg.toFixed(0)}°`);
    set('reached', latest === null ? '—' : seconds(latest.reachedSeconds));
    set('settled', latest === null ? '—' : seconds(latest.seconds));
    set('overshoot', latest === null ? '—' : `${latest.overshootDeg.toFixed(1)}°`);
    set('limit', latest === null || latest.limitSeconds === null ? '—' : `${latest.limitSeconds.toFixed(2)} s`);
    setText(this.phase, PHASE_WORDS[meter.phase]);
    setText(this.motor, `${degreesFigure(maxAngularAcceleration)} · ${controllerLabel}`);
    const last = meter.last;
    if (meter.phase === 'settled' && last !== null && meter.changes !== this.announced) {
      this.announced = meter.changes;
      setText(this.summary, `Turn of ${last.angleDeg.toFixed(0)}° settled in ${last.seconds.toFixed(2)} s, overshoot ${last.overshootDeg.toFixed(1)}°${last.limitSeconds === null ? '' : `, limit ${last.limitSeconds.toFixed(2)} s`}.`);
    }
  }
}
