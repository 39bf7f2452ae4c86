/**
 * The benchmark crowd on Box2D run on the page's thread (`?bench=N&engine=box2d&thread=main`): the
 * same CrowdSimulation the Worker runs, fed the page's clock step by step, so the three places it
 * can run (Worker, page, Node) step the same crowd with the same code.
 */
import { CrowdSimulation } from '../../app/bench/CrowdSimulation';
import type { CrowdCommand, CrowdReport, CrowdSettings, CrowdSetup } from '../../app/bench/crowdWorkerProtocol';
import { instantiateBox2dCrowd } from '../../sim/box2d/box2dCrowdModule';
import { fetchBox2dCrowd } from './box2dCrowdBytes';
import type { CrowdClient } from './CrowdClient';

/**
 * Builds the crowd once its WebAssembly is fetched and compiled (the clock holds meanwhile: not
 * {@link ready}), then runs each step the page's clock hands it at once, between frames, as the
 * page's own play does; settings changed while it loads are applied after the set-up, in order.
 */
export class PageCrowdClient implements CrowdClient {
  private simulation: CrowdSimulation | null = null;
  private stateValue: Float64Array | null = null;
  private doneSteps = 0;
  private simulationMs = 0;
  private failure: string | null = null;
  private destroyed = false;
  /** Settings changed before the crowd was built, the latest (applied right after the set-up). */
  private pendingSettings: CrowdSettings | null = null;
  private readonly loaded: Promise<void>;

  /**
   * @param setup the crowd to build (its engine Box2D).
   * @param onFailure told once, in one line, if the module cannot load or the crowd refuses a command.
   */
  constructor(
    setup: CrowdSetup,
    private readonly onFailure: (message: string) => void,
  ) {
    this.loaded = fetchBox2dCrowd().then(
      (module) => this.setUp(setup, module),
      (error: unknown) =>
        this.fail(`the Box2D crowd's WebAssembly could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  get ready(): boolean {
    return this.simulation !== null && this.failure === null;
  }

  get state(): Float64Array | null {
    return this.stateValue;
  }

  get stepsDone(): number {
    return this.doneSteps;
  }

  lag(clockSteps: number): number {
    return clockSteps - this.doneSteps;
  }

  unsent(clockSteps: number): number {
    return clockSteps - this.doneSteps;
  }

  sync(clockSteps: number): void {
    const steps = clockSteps - this.doneSteps;
    if (!this.ready || steps <= 0) return;
    const report = this.run({ kind: 'step', steps, buffer: this.stateValue });
    if (report?.kind !== 'stepped') return;
    this.doneSteps = report.totalSteps;
    this.simulationMs += report.elapsedMs;
    this.stateValue = report.state;
  }

  updateSettings(settings: CrowdSettings): void {
    if (this.ready) this.run({ kind: 'settings', settings });
    else if (this.failure === null) this.pendingSettings = settings;
  }

  takeSimulationMs(): number {
    const ms = this.simulationMs;
    this.simulationMs = 0;
    return ms;
  }

  async settledState(clockSteps: number): Promise<Float64Array> {
    await this.loaded;
    this.sync(clockSteps);
    if (this.failure !== null) throw new Error(this.failure);
    if (!this.stateValue || this.doneSteps < clockSteps) throw new Error('the crowd on the page is not running');
    return this.stateValue.slice();
  }

  destroy(): void {
    this.destroyed = true;
    this.simulation = null;
  }

  private setUp(setup: CrowdSetup, module: WebAssembly.Module): void {
    if (this.destroyed) return;
    const simulation = new CrowdSimulation(
      () => performance.now(),
      () => instantiateBox2dCrowd(module),
    );
    this.simulation = simulation;
    const report = this.run({ kind: 'setUp', setup });
    if (report?.kind !== 'ready') return;
    this.stateValue = report.state;
    const settings = this.pendingSettings;
    this.pendingSettings = null;
    if (settings) this.run({ kind: 'settings', settings });
  }

  /** Runs one command; a refusal fails the crowd (null). */
  private run(command: CrowdCommand): CrowdReport | null {
    const simulation = this.simulation;
    if (!simulation) return null;
    const { report } = simulation.handle(command);
    if (report.kind !== 'failed') return report;
    this.fail(`the crowd refused a command: ${report.message}`);
    return null;
  }

  private fail(message: string): void {
    if (this.failure !== null || this.destroyed) return;
    this.failure = message;
    this.onFailure(message);
  }
}
