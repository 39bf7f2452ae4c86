import { PAUSE_ACTION, TURN_RATE_ACTION } from '../../app/actionCatalog';
import { ACTIONS, actionById, type ActionId } from '../../app/actionList';
import { el } from '../dom';
import { countInWordsCapitalised, listInWords } from '../../app/presentation/countWords';
import { CONTROLLER_SPECS } from '../../sim/control/registry/controllerSpecs';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import { formatRadPerS2, formatTurnRate, radiansFigure, wholeDegrees } from '../../app/presentation/turnRateWords';
import { ModalDialog } from '../keyboard/ModalDialog';
import { guideLink } from './guideLink';

/** Action `id`'s key as people write it, from the catalogue ("H"; "Space" of "Space / P"). */
function keyOf(id: ActionId): string {
  return (actionById(id).keyHint.split(' / ')[0] ?? '').trim();
}

/** "Name (K)": an action's name with its key, as the help's prose writes it. */
function named(name: string, id: ActionId): string {
  return `${name} (${keyOf(id)})`;
}

/** A paragraph made of plain text and emphasised bits: [text, strong?] pairs, never HTML. */
type Rich = readonly (string | { strong: string } | { code: string })[];

function paragraph(parts: Rich): HTMLParagraphElement {
  const p = el('p');
  for (const part of parts) {
    if (typeof part === 'string') p.append(part);
    else if ('strong' in part) p.append(el('strong', { text: part.strong }));
    else p.append(el('code', { text: part.code }));
  }
  return p;
}

/** A bulleted list, a paragraph an item. */
function bullets(items: readonly Rich[]): HTMLUListElement {
  return el(
    'ul',
    {},
    items.map((item) => el('li', {}, [paragraph(item)])),
  );
}

const POINTER_CONTROLS: readonly [string, string][] = [
  [
    'Drag a target ring',
    'move the target (Track and Seek modes); the body is never moved, it steers. Let go while moving fast to throw it',
  ],
  ['Drag an obstacle', 'move it by velocity (it shoves what is in the way); click it to select it, Delete removes it'],
  ['Drag on empty space (Path mode)', 'draw a path: a waypoint every 3 m; on release the selected entity follows it'],
  ['Drag a numbered waypoint', 'move it, live'],
  ['Click / tap an entity', 'select it (highlight ring) without moving anything; the HUD, scope and panel follow the selection'],
  [
    'Drag anywhere else (Track, Seek)',
    'the selected entity’s target follows, as in the original demo (from an entity too, once the pointer moves)',
  ],
  ['Right or middle button drag, Shift + drag', 'pan, in every mode'],
  ['Wheel / pinch with two fingers', 'zoom (two fingers also pan)'],
];

/**
 * The help (#help, a native modal `<dialog>`): the controls, and how the demo links to the article
 * "PID Control of Physics Bodies". Opened by the ? button or key; Esc, the close button or a click
 * on the backdrop close it. While it is open the page behind is inert (focus stays inside); on
 * close, focus goes back to where it was (to the More button when that was a closed menu's item).
 */
export class HelpOverlay {
  private readonly dialog: ModalDialog;
  private readonly closeButton: HTMLButtonElement;

  constructor(
    root: HTMLElement,
    private readonly onChange: () => void,
    /** Opens "Use in your game" (src/ui/help/CodeDialog.ts). */
    private readonly openCode: () => void = () => undefined,
  ) {
    if (!(root instanceof HTMLDialogElement)) throw new Error('index.html: #help must be a <dialog>');
    root.setAttribute('aria-labelledby', 'help-title');
    this.dialog = new ModalDialog(root, onChange);
    this.closeButton = this.dialog.closesOnClick(
      el('button', {
        id: 'help-close',
        className: 'help-close',
        text: 'Close',
        title: 'Close the help [Esc]',
        attributes: { type: 'button' },
      }),
    );
    root.append(this.build());
  }

  get isOpen(): boolean {
    return this.dialog.isOpen;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Shows it (modal) and focuses its close button. */
  open(): void {
    if (this.isOpen) return;
    this.dialog.open();
    this.closeButton.focus({ preventScroll: true });
    this.onChange();
  }

  /** Hides it; returns whether it was open (so Esc can say it did something). */
  close(): boolean {
    return this.dialog.close();
  }

  private build(): HTMLElement {
    const card = el('div', { className: 'help-card' });
    const header = el('div', { className: 'help-header' }, [
      el('h2', { id: 'help-title', text: 'PID steering of physics bodies' }),
      this.closeButton,
    ]);
    card.append(header);

    card.append(
      paragraph([
        'A ',
        { strong: 'Missile' },
        ' and a ',
        { strong: 'Character' },
        ' steer to their own targets. Neither is ever rotated by setting its angle: every step a PID controller turns the ' +
          'heading error into an angular acceleration, clamped to the ',
        { strong: 'max turn rate' },
        ', and the body gets that times its inertia as a ',
        { strong: 'torque' },
        '. Physics does the rest: this is why a body overshoots when its motor is weak.',
      ]),
    );

    card.append(el('h3', { text: 'Modes' }));
    card.append(
      el('ul', {}, [
        el('li', {}, [
          el('strong', { text: 'Track (1)' }),
          ': every entity stops and turns in place to face its target. Drag a target and watch the turn.',
        ]),
        el('li', {}, [
          el('strong', { text: 'Seek (2)' }),
          ': every entity moves to its target. At first the targets hop on as the entities come near, until you drag one.',
        ]),
        el('li', {}, [
          el('strong', { text: 'Path (3)' }),
          ': each entity follows its waypoints (a demo loop at first); drag on empty space to draw a new path for the selected one.',
        ]),
      ]),
    );

    card.append(el('h3', { text: 'Controller lab' }));
    card.append(
      bullets([
        [
          { strong: `${countInWordsCapitalised(CONTROLLER_SPECS.length)} controllers.` },
          ` The panel’s “controller” menu switches the selected entity (or all) between ` +
            `${listInWords(CONTROLLER_SPECS.map((spec) => spec.label))}, live: the new one takes over from the old one’s last ` +
            `command, so the turn does not jerk. Each shows its own parameters, with their ranges in the tooltips.`,
        ],
        [
          { strong: `${named('Step response', 'step-response-toggle')}.` },
          ' Turns an entity at rest by the angle you choose with each ticked controller, on the headless simulation, and plots ' +
            'the heading error against time beside the time-optimal turn (dashed): full acceleration, then full braking, ' +
            '2·sqrt(angle / max turn rate), the physical limit. The table gives rise time (10→90%), overshoot, settling time (2%) ' +
            'and the final error.',
        ],
        [
          { strong: `${named('Race', 'race-toggle')}.` },
          ` One copy of the selected entity per controller (choose them in the panel’s Race folder), colour-coded, on the same ` +
            `path or chasing the same target; they pass through each other. The legend counts waypoints and hits. ` +
            `${keyOf('race-toggle')} again puts the scene back as it was.`,
        ],
        [
          { strong: 'Auto-tune.' },
          ' Searches the selected controller’s gains on the headless simulation (in a Web Worker, with a progress bar and ' +
            'Cancel): the shortest settling over turns of 30°–170°, within an overshoot bound. Apply gives the result to the ' +
            'selected entity (or all).',
        ],
        [
          { strong: 'What the integral is for.' },
          ' Switch on the disturbing torque (or the wind) in the Disturbance folder: every body is pushed off its heading all ' +
            'the time. A P or PD controller, and the article’s PID with its short 7-sample integral window, settle off target; a ' +
            'PID whose integral is ',
          { strong: '“running”' },
          ' accumulates the error, learns the steady torque and cancels it: the heading error goes back to zero. That is the ' +
            'integral term’s job.',
        ],
      ]),
    );

    card.append(el('h3', { text: 'In your game' }));
    const useIt = el('button', {
      id: 'help-use-in-game',
      className: 'help-link-button',
      text: 'Use in your game…',
      attributes: { type: 'button' },
    });
    useIt.addEventListener('click', () => {
      this.close();
      this.openCode();
    });
    card.append(
      el('p', {}, [
        'Every controller here is in the library (pid-steering/controllers, TypeScript; ports in C++, C# and GDScript). ',
        useIt,
        ' gives the controller the panel shows as code to copy, with the settings that differ from the library’s defaults, and the guide: ',
        guideLink('use-in-your-game.md', 'use it in your game'),
        ', ',
        guideLink('controllers.md', 'the controllers'),
        '.',
      ]),
    );

    card.append(el('h3', { text: 'Making missiles hit targets' }));
    card.append(
      bullets([
        [
          { strong: 'Hits are contacts.' },
          ' In Seek mode a missile chases its target and flies through it: a hit is a real contact between the missile’s body ' +
            'and the target’s sensor circle. It explodes, the HUD counts it with the time it took, and the missile comes back from ' +
            'a spawn point far away. A character stops on its target, which then jumps somewhere new.',
        ],
        [
          { strong: named('Hunt', 'hunt-toggle') },
          ' sets every target moving (a circle, a zig-zag, a line bouncing off the edges) and lets the missiles hunt them ' +
            'unattended. Set a target’s motion and speed in the Targets folder; fling a target with the pointer to throw it.',
        ],
        [
          { strong: 'Guidance.' },
          ` Pursuit points the nose at the target (the article). Lead pursuit aims at the predicted intercept; proportional ` +
            `navigation turns at N times the rate the line of sight turns, which keeps a collision course. ` +
            `${named('Debug', 'debug-toggle')} draws the line of sight and the predicted intercept.`,
        ],
        [
          { strong: 'Physics, not angles.' },
          ` ${named('Walls', 'add-wall')}, ${named('boxes', 'add-box')}, ${named('rocks', 'add-rock')} and ` +
            `${named('loose crates', 'add-crate')} appear under the pointer; drag them (they move by velocity and shove what is in ` +
            `the way), Delete removes the selected one. Because the bodies turn by torque, collisions stay physical: a missile ` +
            `bounces off a wall and the controller simply steers it back on course.`,
        ],
      ]),
    );

    card.append(el('h3', { text: 'Pointer and touch' }));
    const pointerTable = el('table', { className: 'help-keys' });
    for (const [what, does] of POINTER_CONTROLS) pointerTable.append(el('tr', {}, [el('th', { text: what }), el('td', { text: does })]));
    card.append(pointerTable);

    card.append(el('h3', { text: 'Keys and buttons' }));
    const keyTable = el('table', { className: 'help-keys' });
    for (const action of ACTIONS) {
      const key = action.keyHint ? el('kbd', { text: action.keyHint }) : el('span', { text: `${action.label} button` });
      keyTable.append(el('tr', {}, [el('th', {}, [key]), el('td', { text: action.description })]));
    }
    keyTable.append(
      el('tr', {}, [
        el('th', {}, [el('kbd', { text: '← ↑ → ↓' })]),
        el('td', {
          text:
            'Move what a drag would move, 1 m a press (with Shift, 5 m): the selected obstacle; in Path mode the waypoint the ' +
            'selected entity heads for; else the selected entity’s target',
        }),
      ]),
    );
    keyTable.append(
      el('tr', {}, [
        el('th', {}, [el('kbd', { text: 'Esc' })]),
        el('td', { text: 'Close this help, the menu, the step-response view or the phase plot' }),
      ]),
    );
    keyTable.append(
      el('tr', {}, [
        el('th', { text: 'Panel › Keyboard' }),
        el('td', { text: 'Turn single-key shortcuts off (the buttons, Esc and the arrow keys stay)' }),
      ]),
    );
    card.append(keyTable);

    card.append(el('h3', { text: 'What to look at (the article, live)' }));
    card.append(
      bullets([
        [
          { strong: 'Torque, not angle.' },
          ' The controller outputs an angular acceleration; the entity clamps it to ± the max turn rate and applies torque = ' +
            'that × inertia. Turn on ',
          { strong: named('Debug', 'debug-toggle') },
          ' to see the heading (white), the desired heading (yellow), the error arc between them, the torque as a magenta arc ' +
            'arrow (a quarter turn = the limit) and the velocity (green).',
        ],
        [
          { strong: 'Max turn rate = max angular acceleration.' },
          ' The article calls the motor limit a turn rate; it is an angular acceleration, in rad/s². ',
          { strong: keyOf(TURN_RATE_ACTION.id) },
          ` switches every entity between ${radiansFigure(TURN_RATE_PRESETS.high)} (${wholeDegrees(TURN_RATE_PRESETS.high)}, the ` +
            `original) and ${formatTurnRate(TURN_RATE_PRESETS.low)}: at ${formatRadPerS2(TURN_RATE_PRESETS.low)} the missile ` +
            `overshoots and swings wide of its targets, and near a waypoint it may even circle it for ever, never turning tightly ` +
            `enough to come within its 4 m reach. That is the failure the article’s tuning is about: drag the waypoint, or ` +
            `raise the rate.`,
        ],
        [
          { strong: 'The missile’s heading comes from its velocity.' },
          ' It can only fly along its nose, so the controller steers the direction of travel: to turn it must swing its whole ' +
            'momentum round, and it arcs.',
        ],
        [
          { strong: 'The character seeks by vector feedback.' },
          ' A force proportional to (desired velocity − velocity) drives it straight at the target whatever way it faces, while ' +
            'the same PID turns its body to face the target.',
        ],
        [
          { strong: 'As published vs corrected.' },
          ' The panel’s arithmetic switch runs the article’s C++ PIDController exactly (“as published”) or fixed (“corrected”, ' +
            'the default). As published, the Simpson sum is ',
          { strong: 'divided' },
          ' by 3·dt instead of multiplied by dt/3 (a constant error gives an “integral” of 600·e), the weights are applied to ' +
            'any window length, and ',
          { code: 'dt' },
          ' is fixed at 0.01 s although the original world stepped at 1/30 s. Load “original article gains (as published)” to see it.',
        ],
        [
          { strong: 'Time.' },
          ` The simulation always advances by a fixed 1/60 s step: ${named('pause', PAUSE_ACTION.id)}, ` +
            `${named('single step', 'step')} and ${named('slow motion', 'slow')} show the turn frame by frame. The scope plots the ` +
            `selected entity’s heading error, commanded angular acceleration and angular velocity over the last 5 s.`,
        ],
      ]),
    );
    return card;
  }
}
