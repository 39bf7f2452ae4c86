import type { Demo } from '../../app/Demo';
import type { SettingResult } from '../../app/fields/tuningFields';
import { MAX_SCENARIO_FILE_BYTES, MAX_SCENARIO_TEXT } from '../../sim/scenario/parseScenario';
import { escapeControlCharacters, shorten } from '../../sim/validation/oneLine';
import { downloadText, el } from '../dom';
import type { ToastKind } from '../Toast';
import { readUtf8File } from '../readUtf8File';

/** What the scene files need from the rest of the UI. */
export interface SceneFilePickerHost {
  /** A short message (the toast). */
  notify(message: string, kind: ToastKind): void;
  /** The scene changed: refresh the panel and the bar. */
  changed(): void;
}

/**
 * Scene files on the page: Save scene downloads the scene on screen as scenario JSON; Open scene…
 * and a file dropped on the page open one through the `openScene` intent (the decisions are the
 * demo's: a refused file leaves the scene as it was); this only reads and writes the browser.
 */
export class SceneFilePicker {
  private readonly picker: HTMLInputElement;
  private readonly onDragOver = (event: DragEvent): void => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  private readonly onDrop = (event: DragEvent): void => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    const file = event.dataTransfer?.files[0];
    if (file) void this.open(file);
  };

  constructor(
    private readonly demo: Demo,
    private readonly host: SceneFilePickerHost,
  ) {
    this.picker = el('input', {
      id: 'scene-file-input',
      attributes: { type: 'file', accept: '.json,application/json', 'aria-label': 'Open a scene file (JSON)' },
    });
    this.picker.hidden = true;
    this.picker.addEventListener('change', () => {
      const file = this.picker.files?.[0];
      this.picker.value = '';
      if (file) void this.open(file);
    });
    document.body.append(this.picker);
    document.addEventListener('dragover', this.onDragOver);
    document.addEventListener('drop', this.onDrop);
  }

  /** Open scene…: the browser's file picker, whose file is opened. */
  pick(): void {
    this.picker.click();
  }

  /**
   * Opens scenario text as the scene; the player sees the result (a comparison's once its runs have
   * played again: the opening dialog shows how far it has come). Returns whether it opened or began to.
   */
  openText(text: string, from: string): boolean {
    // Opening never throws (every failure is its refusal): Open scene always answers.
    const result = this.demo.apply({ kind: 'openScene', text });
    this.host.changed();
    const opening = result.ok ? this.demo.opening : null;
    if (opening) opening.whenDone((answer) => this.report(answer, from));
    else this.report(result, from);
    return result.ok;
  }

  /** Tells the player how opening `from` went. */
  private report(result: SettingResult, from: string): void {
    this.host.changed();
    if (!result.ok) {
      this.host.notify(`${from} was not opened: ${result.message} The scene is unchanged.`, 'error');
      return;
    }
    this.host.notify(
      `Opened ${this.demo.plays.openedSceneName === null ? from : shownName(this.demo.plays.openedSceneName)}. R restarts it; ` +
        `More › Default scene brings the opening back.`,
      'info',
    );
  }

  destroy(): void {
    document.removeEventListener('dragover', this.onDragOver);
    document.removeEventListener('drop', this.onDrop);
    this.picker.remove();
  }

  /** Save scene: the scene on screen downloaded as scene.json. */
  save(): void {
    let text: string;
    try {
      text = this.demo.sceneFiles.save();
    } catch (error) {
      this.host.notify(`The scene could not be saved: ${(error as Error).message}`, 'error');
      return;
    }
    downloadText(text, 'scene.json', 'application/json');
    this.host.notify('Saved scene.json: open it here (More › Open scene… or drop it on the page) or run it with npm run sim.', 'info');
  }

  private async open(file: File): Promise<void> {
    const name = shownName(file.name);
    // A file far too large is refused before it is read (the text limit counts characters; a byte is at most one).
    if (file.size > MAX_SCENARIO_FILE_BYTES) {
      this.host.notify(
        `${name} was not opened: scenario: must be at most ${MAX_SCENARIO_TEXT} characters of JSON; got ${file.size} bytes. The ` +
          `scene is unchanged.`,
        'error',
      );
      return;
    }
    const read = await readUtf8File(file);
    if (!read.ok) {
      this.host.notify(`${name} was not opened: it ${read.reason}. The scene is unchanged.`, 'error');
      return;
    }
    this.openText(read.text, name);
  }
}

/** A file's or a scene's name as a message quotes it: escaped (no character that hides or turns text round), shortened, in quotes. */
function shownName(name: string): string {
  return `“${escapeControlCharacters(shorten(name, MAX_SHOWN_NAME))}”`;
}

/** Longest name quoted in a message, characters. */
const MAX_SHOWN_NAME = 80;

/** Whether a drag carries files (not text or a link dragged within the page). */
function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}
