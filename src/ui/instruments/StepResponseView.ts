import type uPlot from 'uplot';
import type { Demo } from '../../app/Demo';
import { CONTROLLER_SHORT_NAMES } from '../../app/fields/controllerFields';
import { racerColorIndex } from '../../app/setup/raceSetup';
import {
  checkStepResponseChange,
  compareStepResponses,
  STEP_RESPONSE_FIELDS,
  type StepComparison,
  type StepResponseInputs,
} from '../../app/instruments/stepResponseLab';
import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../../sim/control/ControllerSettings';
import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import { describeRange } from '../../sim/validation/fields';
import { entityCssColor } from '../../app/presentation/palette';
import { stepResponseCsv, stepResponseFileName, stepResponseJson } from '../../app/export/stepResponseExport';
import { button, downloadText, el, messageLine, showMessage } from '../dom';
import { controllerCode, differencesText } from '../../app/export/controllerCode';
import { guideLink } from '../help/guideLink';
import './export.css';
import { loadUplot, type UplotConstructor } from './loadUplot';
import { FloatingPanel } from './FloatingPanel';
import { parseNumberText } from '../../sim/validation/numberText';
import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../../sim/validation/defaultQuantities';

/** Height of the plot, CSS px. */
const PLOT_HEIGHT_PX = 230;
/** Colour of the time-optimal reference curve. */
const REFERENCE_COLOR = '#ffffff';

/** "0.512 s", or "never" for null. */
function seconds(value: number | null): string {
  return value === null ? 'never' : `${value.toFixed(3)} s`;
}

/**
 * The step-response view: an entity at rest turned by a chosen angle with each chosen controller on
 * the headless simulation (fast enough for the main thread), its heading error plotted against time
 * with the time-optimal turn dashed, and a table of the figures. A panel over the play area, not modal.
 */
export class StepResponseView extends FloatingPanel {
  private readonly angleInput: HTMLInputElement;
  private readonly rateInput: HTMLInputElement;
  private readonly entitySelect: HTMLSelectElement;
  private readonly checkboxes = new Map<ControllerType, HTMLInputElement>();
  private readonly plotBox: HTMLElement;
  private readonly tableBody: HTMLTableSectionElement;
  private readonly caption: HTMLElement;
  private readonly message: HTMLElement;
  private readonly inputs: StepResponseInputs = {
    angleDeg: 90,
    controllers: ['pid', 'time-optimal'],
    entityType: 'missile',
    maxAngularAcceleration: ORIGINAL_MAX_ANGULAR_ACCELERATION,
  };
  private plot: uPlot | null = null;
  /** uPlot, once loaded (on the first plot). */
  private uplot: UplotConstructor | null = null;
  private plotSeriesKey = '';
  private readonly resizeObserver: ResizeObserver;
  /** The last comparison drawn (for tests of the page and the curious). */
  comparison: StepComparison | null = null;

  /** How the controllers plotted differ from the library's defaults, and the way to their code and guide. */
  private readonly library: HTMLElement;

  constructor(
    root: HTMLElement,
    private readonly demo: Demo,
    onChange: () => void,
    /** Opens "Use in your game" (src/ui/help/CodeDialog.ts). */
    openCode: () => void = () => undefined,
  ) {
    super(root, 'step-response-title', onChange);
    const close = this.closeButton('step-response-close', 'Close the step-response view [V or Esc]');

    this.angleInput = el('input', { id: 'sr-angle', attributes: { type: 'text', inputmode: 'decimal', value: '90' } });
    this.angleInput.title = `${STEP_RESPONSE_FIELDS.angleDeg.label}: ${describeRange(STEP_RESPONSE_FIELDS.angleDeg.range)}`;
    this.rateInput = el('input', { id: 'sr-rate', attributes: { type: 'text', inputmode: 'decimal' } });
    const rate = STEP_RESPONSE_FIELDS.maxAngularAcceleration;
    this.rateInput.title = `${rate.label}: ${describeRange(rate.range)}`;
    this.entitySelect = el(
      'select',
      { id: 'sr-entity' },
      ENTITY_TYPES.map((type) => el('option', { text: type, attributes: { value: type } })),
    );
    const fromSelected = button(
      {
        id: 'sr-from-selected',
        className: 'tool',
        text: 'From selected entity',
        title: 'Compare the selected entity’s controller with the time-optimal one, at its turn rate',
      },
      () => {
        this.readSelected();
        this.recompute();
      },
    );

    const boxes = el('fieldset', { className: 'sr-controllers' }, [el('legend', { text: 'controllers' })]);
    for (const type of CONTROLLER_TYPES) {
      const box = el('input', { id: `sr-controller-${type}`, attributes: { type: 'checkbox' } });
      box.addEventListener('change', () => this.changeControllers(type, box));
      this.checkboxes.set(type, box);
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = entityCssColor(racerColorIndex(type));
      boxes.append(el('label', { className: 'sr-controller' }, [box, swatch, CONTROLLER_LABELS[type]]));
    }

    this.commitOnEnterOrBlur(this.angleInput, () => this.changeNumber('angleDeg', this.angleInput));
    this.commitOnEnterOrBlur(this.rateInput, () => this.changeNumber('maxAngularAcceleration', this.rateInput));
    this.entitySelect.addEventListener('change', () => this.change({ entityType: this.entitySelect.value as EntityType }));

    this.message = messageLine('p', 'sr-message');
    this.plotBox = el('div', {
      id: 'sr-plot',
      className: 'sr-plot',
      attributes: { role: 'img', 'aria-label': 'Heading error against time for each controller, with the time-optimal turn dashed' },
    });
    this.tableBody = el('tbody');
    const head = el('thead', {}, [
      el('tr', {}, [
        el('th', { text: 'controller' }),
        el('th', { text: 'rise', title: 'Rise time: from 10% to 90% of the turn' }),
        el('th', { text: 'overshoot', title: 'How far the heading went past the target' }),
        el('th', { text: 'settling', title: 'Settling time: into 2% of the turn for good' }),
        el('th', { text: 'steady-state', title: 'Steady-state error: |heading error| at the end of the recording' }),
        el('th', {
          text: 'fastest possible',
          title:
            'The fewest seconds in which any controller could settle this turn (as the settling column counts it) with this ' +
            'motor, in the simulation’s 1/60 s steps: no settling time is below it',
        }),
      ]),
    ]);
    const table = el('table', { id: 'sr-figures', className: 'sr-figures' }, [head, this.tableBody]);
    this.caption = el('p', { id: 'sr-caption', className: 'sr-caption' });
    this.library = el('p', { id: 'sr-library', className: 'sr-caption' });
    const useIt = button(
      {
        id: 'sr-use-in-game',
        className: 'tool',
        text: 'Use in your game…',
        title: 'The controller of the panel as code to copy into your game, and the guide',
      },
      openCode,
    );
    const csvButton = button(
      {
        id: 'sr-download-csv',
        className: 'tool',
        text: 'CSV',
        title: 'Save the plotted curves (time, each controller’s heading error, the time-optimal turn) as a CSV file',
        attributes: { 'aria-label': 'Download step response CSV' },
      },
      () => this.download('csv'),
    );
    const jsonButton = button(
      {
        id: 'sr-download-json',
        className: 'tool',
        text: 'JSON',
        title: 'Save the inputs, the table’s figures and the curves as a JSON file',
        attributes: { 'aria-label': 'Download step response JSON' },
      },
      () => this.download('json'),
    );

    root.append(
      el('div', { className: 'sr-header' }, [el('h2', { id: 'step-response-title', text: 'Step response' }), close]),
      el('div', { className: 'sr-controls' }, [
        el('label', {}, ['turn angle (°) ', this.angleInput]),
        el('label', {}, ['entity ', this.entitySelect]),
        el('label', {}, ['max turn rate (rad/s²) ', this.rateInput]),
        fromSelected,
      ]),
      boxes,
      this.message,
      el('div', { className: 'sr-body' }, [
        this.plotBox,
        el('div', { className: 'sr-side' }, [
          table,
          el('div', { className: 'export-row' }, [
            el('span', { className: 'export-label', text: 'Download step response' }),
            csvButton,
            jsonButton,
          ]),
          this.caption,
          this.library,
          useIt,
        ]),
      ]),
    );
    this.resizeObserver = new ResizeObserver(() => this.fitPlot());
    this.resizeObserver.observe(this.plotBox);
  }

  /** Opens with the selected entity's controller, entity type and turn rate, and plots. */
  protected opening(): void {
    this.readSelected();
    this.recompute();
  }

  /** Frees the plot (the page is going away). */
  destroy(): void {
    this.resizeObserver.disconnect();
    this.plot?.destroy();
    this.plot = null;
  }

  /** The defaults: the shown entity's controller and the time-optimal one, its type and turn rate. */
  private readSelected(): void {
    const view = this.demo.tuning.view();
    const controllers: ControllerType[] = [view.controller.type];
    if (view.controller.type !== 'time-optimal') controllers.push('time-optimal');
    this.inputs.controllers = CONTROLLER_TYPES.filter((type) => controllers.includes(type));
    this.inputs.entityType = view.entityType;
    this.inputs.maxAngularAcceleration = view.maxAngularAcceleration;
    this.showInputs();
  }

  private showInputs(): void {
    this.angleInput.value = String(this.inputs.angleDeg);
    this.rateInput.value = String(Number(this.inputs.maxAngularAcceleration.toPrecision(6)));
    this.entitySelect.value = this.inputs.entityType;
    for (const [type, box] of this.checkboxes) box.checked = this.inputs.controllers.includes(type);
  }

  private changeNumber(key: 'angleDeg' | 'maxAngularAcceleration', input: HTMLInputElement): void {
    const typed = input.value;
    const value = parseNumberText(typed);
    if (value === this.inputs[key]) return;
    this.change({ [key]: Number.isNaN(value) ? typed : value } as Partial<StepResponseInputs>);
  }

  private changeControllers(type: ControllerType, box: HTMLInputElement): void {
    const chosen = new Set(this.inputs.controllers);
    if (box.checked) chosen.add(type);
    else chosen.delete(type);
    this.change({ controllers: CONTROLLER_TYPES.filter((t) => chosen.has(t)) });
  }

  /** Validates and applies a change, then plots; a refusal shows its message and keeps the inputs. */
  private change(changes: Partial<StepResponseInputs>): void {
    const result = checkStepResponseChange(this.inputs, changes);
    if (!result.ok) {
      showMessage(this.message, result.message);
      this.showInputs();
      return;
    }
    showMessage(this.message, null);
    Object.assign(this.inputs, changes);
    this.showInputs();
    this.recompute();
  }

  private recompute(): void {
    const comparison = compareStepResponses(this.inputs, (type) => this.demo.tuning.comparisonController(type, this.inputs.entityType));
    this.comparison = comparison;
    this.drawPlot(comparison);
    this.fillTable(comparison);
    this.showLibrary(comparison);
    this.caption.textContent =
      `A ${this.inputs.entityType} at rest turns by ${this.inputs.angleDeg}° at most ` +
      `${Number(this.inputs.maxAngularAcceleration.toPrecision(4))} rad/s². Dashed: the time-optimal turn (full acceleration, then ` +
      `full braking) to rest in 2·sqrt(angle / max turn rate) = ${comparison.timeOptimal.toFixed(3)} s. Settled counts from when ` +
      `the heading stays within 2% of the turn, turning slowly; the fastest possible settling is the limit for that.`;
  }

  /**
   * Says which controllers plotted differ from the library's defaults, and how (the opening's
   * missiles turn without the braking curve and scaling the library turns on: the guide's figures,
   * docs/step-response-figures.md, are the defaults'), with a link to that page.
   */
  private showLibrary(comparison: StepComparison): void {
    const differing = comparison.curves.flatMap((curve) => {
      const code = controllerCode(curve.settings, this.inputs.maxAngularAcceleration);
      return code.differences.length === 0
        ? []
        : [
            `${CONTROLLER_SHORT_NAMES[curve.type]} differs from the library’s defaults (new ${code.className}()) in ` +
              `${differencesText(code.differences)}`,
          ];
    });
    const said =
      differing.length === 0
        ? 'Every controller here has the library’s defaults, as in the guide’s figures ('
        : `${differing.join('; ')}. The guide’s figures are the defaults’ (`;
    this.library.replaceChildren(said, guideLink('step-response-figures.md'), ').');
  }

  private drawPlot(comparison: StepComparison): void {
    const Plot = this.uplot;
    if (!Plot) {
      // uPlot loads on first use; plot then, if this is still the comparison to show.
      loadUplot()
        .then((loaded) => {
          this.uplot = loaded;
          if (this.comparison === comparison) this.drawPlot(comparison);
        })
        .catch((error: unknown) =>
          showMessage(
            this.message,
            `The plot could not be loaded (${error instanceof Error ? error.message : String(error)}); the table is complete.`,
          ),
        );
      return;
    }
    const data: uPlot.AlignedData = [comparison.times, ...comparison.curves.map((curve) => curve.errorDeg), comparison.referenceDeg];
    const key = comparison.curves.map((curve) => curve.type).join(',');
    if (this.plot && key === this.plotSeriesKey) {
      this.plot.setData(data);
      return;
    }
    this.plot?.destroy();
    this.plotSeriesKey = key;
    const axis = { stroke: '#8e9bb2', grid: { stroke: '#1c2738', width: 1 }, ticks: { stroke: '#2a3a54', width: 1 } };
    const options: uPlot.Options = {
      width: Math.max(280, this.plotBox.clientWidth),
      height: PLOT_HEIGHT_PX,
      scales: { x: { time: false } },
      axes: [
        { ...axis, label: 'time (s)', labelSize: 18 },
        { ...axis, label: 'heading error (°)', labelSize: 18 },
      ],
      legend: { show: true, live: false },
      // Three fields, not two: V8 gives every two-field literal { x, y } one hidden class, planck's
      // own vectors' included, and booleans in it would make planck's x and y boxed values of any
      // type from then on (docs/performance-browser.md).
      cursor: { drag: { setScale: false, x: false, y: false } },
      series: [
        { label: 'time (s)' },
        ...comparison.curves.map((curve) => ({
          label: curve.label,
          stroke: entityCssColor(racerColorIndex(curve.type)),
          width: 2,
          points: { show: false },
        })),
        { label: 'time-optimal turn (the limit)', stroke: REFERENCE_COLOR, width: 2, dash: [7, 6], points: { show: false } },
      ],
    };
    this.plot = new Plot(options, data, this.plotBox);
  }

  private fillTable(comparison: StepComparison): void {
    const rows = comparison.curves.map((curve) => {
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = entityCssColor(racerColorIndex(curve.type));
      const f = curve.figures;
      return el('tr', { attributes: { 'data-controller': curve.type } }, [
        el('th', { title: curve.label, attributes: { scope: 'row' } }, [swatch, CONTROLLER_SHORT_NAMES[curve.type]]),
        el('td', { className: 'sr-rise', text: seconds(f.riseTime) }),
        el('td', { className: 'sr-overshoot', text: `${f.overshootDeg.toFixed(2)}°` }),
        el('td', { className: 'sr-settle', text: seconds(f.settleTime) }),
        el('td', { className: 'sr-steady', text: `${f.steadyStateErrorDeg.toFixed(2)}°` }),
        el('td', { className: 'sr-limit', text: seconds(f.settleLimit) }),
      ]);
    });
    this.tableBody.replaceChildren(...rows);
  }

  /** Downloads the comparison shown (its curves as CSV; inputs, figures and curves as JSON). */
  private download(format: 'csv' | 'json'): void {
    const comparison = this.comparison;
    if (!comparison) return;
    if (format === 'csv') downloadText(stepResponseCsv(comparison), stepResponseFileName(comparison, 'csv'), 'text/csv');
    else downloadText(stepResponseJson(comparison), stepResponseFileName(comparison, 'json'), 'application/json');
  }

  private fitPlot(): void {
    if (!this.plot || this.root.hidden) return;
    const width = Math.max(280, this.plotBox.clientWidth);
    if (Math.abs(width - this.plot.width) > 1) this.plot.setSize({ width, height: PLOT_HEIGHT_PX });
  }

  /** A text input commits on Enter or when it loses focus. */
  private commitOnEnterOrBlur(input: HTMLInputElement, commit: () => void): void {
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') commit();
    });
    input.addEventListener('blur', commit);
  }
}
