// The 3D lab's bar: the way back to the 2D game, the turn rate, the controller, replay and from here, the missiles, pause, reset.
import { degreesFigure } from '../../app/presentation/turnRateWords';
import { button, el, setHidden, setText } from '../../ui/dom';
import { LAB_CONTROLLERS } from '../scene/labControllers';
import type { LabSettings } from '../scene/LabScene';
import { LAB_TURN_RATES } from '../scene/turnChoice';
import { MAX_MISSILES } from '../scene/MissileSwarm';
import { labKeyHint, labKeyShortcuts } from '../input/labKeys';

/** What the bar's controls do: each is the same as its key (labKeys.ts). */
export interface LabBarActions {
  toggleTurnRate(): void;
  setController(id: string): void;
  replay(): void;
  startFromHere(): void;
  toggleMissiles(): void;
  setMissileCount(count: number): void;
  togglePause(): void;
  reset(): void;
}

/** What the bar shows besides the settings. */
export interface LabBarState {
  readonly settings: Readonly<LabSettings>;
  readonly paused: boolean;
}

/**
 * The lab's one bar (at the top; a phone's at the bottom). Its buttons say their keys in their
 * titles; the controller menu lists short names (each option's title says what it is); Replay and
 * From here have no key. The missile count, shown while missiles fly, is a number field (1 to 100) whose refusal is shown in
 * its title and never applied. `embedHref`: in an embed, a link to the full lab (new tab) takes the
 * back link's place.
 */
export class LabBar {
  private readonly turnRate: HTMLButtonElement;
  private readonly turnRateValue: HTMLSpanElement;
  private readonly controller: HTMLSelectElement;
  private readonly missiles: HTMLButtonElement;
  private readonly count: HTMLInputElement;
  private readonly countField: HTMLElement;
  private readonly pause: HTMLButtonElement;

  constructor(container: HTMLElement, actions: LabBarActions, gameHref: string, embedHref: string | null) {
    const back =
      embedHref === null
        ? el('a', { id: 'lab-back', className: 'lab-tool', title: 'Back to the 2D game', attributes: { href: gameHref } }, [
            '← 2D',
            el('span', { className: 'lab-wide', text: ' game' }),
          ])
        : el('a', {
            id: 'lab-back',
            className: 'lab-tool',
            text: 'Open the full lab',
            title: 'Open the 3D lab in a new tab',
            attributes: { href: embedHref, target: '_blank', rel: 'noopener' },
          });
    this.turnRateValue = el('span', { className: 'lab-turn-rate-value' });
    this.turnRate = button(
      {
        id: 'lab-turn-rate',
        className: 'lab-tool lab-turn-rate',
        title:
          `Max turn rate: fast (${degreesFigure(LAB_TURN_RATES.fast)}) or slow (${degreesFigure(LAB_TURN_RATES.slow)}) ` +
          `[${labKeyHint('toggleTurnRate')}]`,
        attributes: { 'aria-keyshortcuts': labKeyShortcuts('toggleTurnRate') },
      },
      () => actions.toggleTurnRate(),
      [el('span', { className: 'lab-wide', text: 'Turn rate' }), this.turnRateValue],
    );
    this.controller = el(
      'select',
      {
        id: 'lab-controller',
        className: 'lab-select',
        title:
          `The controller: a 2D law along the eigenaxis; a change replays the turn beside the last one ` +
          `[${labKeyHint('nextController')}: next]`,
        attributes: { 'aria-keyshortcuts': labKeyShortcuts('nextController') },
      },
      LAB_CONTROLLERS.map((choice) => el('option', { text: choice.name, title: choice.label, attributes: { value: choice.id } })),
    );
    this.controller.addEventListener('change', () => actions.setController(this.controller.value));
    const replay = button({ id: 'lab-replay', className: 'lab-tool', text: 'Replay', title: 'Both turns again from their start' }, () =>
      actions.replay(),
    );
    const fromHere = button(
      {
        id: 'lab-from-here',
        className: 'lab-tool',
        text: 'From here',
        title: 'The next turns start from the craft as it is now (its orientation and spin)',
      },
      () => actions.startFromHere(),
    );
    this.missiles = button(
      {
        id: 'lab-missiles',
        className: 'lab-tool',
        text: 'Missiles',
        title: `Missiles chase the target [${labKeyHint('toggleMissiles')}]`,
        attributes: { 'aria-pressed': 'false', 'aria-keyshortcuts': labKeyShortcuts('toggleMissiles') },
      },
      () => actions.toggleMissiles(),
    );
    this.count = el('input', {
      id: 'lab-missile-count',
      className: 'lab-number',
      title: `How many missiles fly: 1 to ${MAX_MISSILES}`,
      attributes: { type: 'number', min: '1', max: String(MAX_MISSILES), step: '1', inputmode: 'numeric' },
    });
    this.count.addEventListener('change', () => {
      const value = Number(this.count.value);
      if (Number.isInteger(value) && value >= 1 && value <= MAX_MISSILES) actions.setMissileCount(value);
      else this.count.setCustomValidity(`Missiles: a whole number from 1 to ${MAX_MISSILES}`);
      this.count.reportValidity();
    });
    this.count.addEventListener('input', () => this.count.setCustomValidity(''));
    this.countField = el('label', { className: 'lab-field' }, [
      el('span', { className: 'lab-field-label', text: 'Count' }),
      el('span', { className: 'visually-hidden', text: 'Missile count' }),
      this.count,
    ]);

    this.pause = button(
      {
        id: 'lab-pause',
        className: 'lab-tool',
        text: 'Pause',
        title: `Pause or resume [${labKeyHint('togglePause')}]`,
        attributes: { 'aria-keyshortcuts': labKeyShortcuts('togglePause') },
      },
      () => actions.togglePause(),
    );
    const reset = button(
      {
        id: 'lab-reset',
        className: 'lab-tool',
        text: 'Reset',
        title: `Start the lab again [${labKeyHint('reset')}]`,
        attributes: { 'aria-keyshortcuts': labKeyShortcuts('reset') },
      },
      () => actions.reset(),
    );
    container.append(
      el('span', { className: 'lab-title', text: '3D lab' }),
      back,
      this.turnRate,
      el('label', { className: 'lab-field' }, [el('span', { className: 'lab-field-label', text: 'Controller' }), this.controller]),
      replay,
      fromHere,
      this.missiles,
      this.countField,
      el('span', { className: 'lab-end' }, [this.pause, reset]),
    );
  }

  /** Shows the settings and the pause (called when they change). */
  sync(state: LabBarState): void {
    const { settings } = state;
    setText(this.turnRateValue, `${settings.turnRate} ${degreesFigure(LAB_TURN_RATES[settings.turnRate])}`);
    this.turnRate.dataset['tone'] = settings.turnRate;
    if (this.controller.value !== settings.controller.id) this.controller.value = settings.controller.id;
    this.controller.title = `${settings.controller.label}; a change replays the turn beside the last one [C: next]`;
    this.missiles.setAttribute('aria-pressed', String(settings.missilesOn));
    // The count matters only while missiles fly (a phone's bar keeps to two rows without it).
    setHidden(this.countField, !settings.missilesOn);
    if (document.activeElement !== this.count) this.count.value = String(settings.missileCount);
    setText(this.pause, state.paused ? 'Play' : 'Pause');
  }
}
