/**
 * "Use in your game": the controller the panel shows, as code to copy, how it differs from the library's defaults, and the guide's pages.
 */
import type { Demo } from '../../app/Demo';
import { controllerCode, differencesText } from '../../app/export/controllerCode';
import { controllerGuide } from '../../app/export/guideDocs';
import { degreesFigure } from '../../app/presentation/turnRateWords';
import { CONTROLLER_LABELS } from '../../sim/control/ControllerSettings';
import { button, copyToClipboard, el, setText } from '../dom';
import { ModalDialog } from '../keyboard/ModalDialog';
import { guideLink } from './guideLink';
import '../settings/settings.css';
import './code.css';

/**
 * The "Use in your game" dialog (#code-dialog, a modal `<dialog>`), from More, the panel, the
 * step response and the help: the controller of the entity the panel shows (or what new entities
 * get) as TypeScript that makes the same controller with the library and turns a body with it,
 * a Copy button, which of its settings differ from the library's defaults, and links to the
 * guide: the page for that controller and the one for a game of one's own.
 */
export class CodeDialog {
  private readonly dialog: ModalDialog;
  private readonly about: HTMLElement;
  private readonly differences: HTMLElement;
  private readonly code: HTMLElement;
  private readonly status: HTMLElement;
  private readonly guide: HTMLElement;
  private readonly copyButton: HTMLButtonElement;

  constructor(
    container: HTMLElement,
    private readonly demo: Demo,
  ) {
    this.about = el('p', { id: 'code-about', className: 'share-help' });
    this.differences = el('p', { id: 'code-differences', className: 'share-help' });
    this.code = el('code');
    this.status = el('p', { id: 'code-status', className: 'share-status', attributes: { 'aria-live': 'polite' } });
    this.guide = el('p', { id: 'code-guide', className: 'share-help' });
    this.copyButton = button({ id: 'code-copy', text: 'Copy code' }, () => void this.copy());
    const close = el('button', { id: 'code-close', text: 'Close', attributes: { type: 'button' } });
    const card = el('div', { className: 'share-card' }, [
      el('h2', { id: 'code-title', text: 'Use it in your game' }),
      this.about,
      this.differences,
      el('pre', { id: 'code-block', className: 'code-block', attributes: { tabindex: '0', 'aria-label': 'TypeScript' } }, [this.code]),
      this.status,
      this.guide,
      el('div', { className: 'share-buttons' }, [this.copyButton, close]),
    ]);
    this.dialog = new ModalDialog(
      el('dialog', { id: 'code-dialog', className: 'share-dialog code-dialog', attributes: { 'aria-labelledby': 'code-title' } }, [card]),
    );
    this.dialog.closesOnClick(close);
    container.append(this.dialog.element);
  }

  /** Whether it is showing. */
  get isOpen(): boolean {
    return this.dialog.isOpen;
  }

  /** Shows the code of the controller the panel shows now. */
  open(): void {
    const view = this.demo.tuning.view();
    const settings = view.controller;
    const code = controllerCode(settings, view.maxAngularAcceleration);
    const who = this.demo.view.selected?.entity.id ?? this.demo.view.records[0]?.entity.id ?? `a new ${view.entityType}`;
    setText(
      this.about,
      `${CONTROLLER_LABELS[settings.type]} as ${who} has it, on a motor of ${degreesFigure(view.maxAngularAcceleration)}: this ` +
        `TypeScript makes the same controller with the library (pid-steering/controllers) and turns a body with it by torque, one ` +
        `fixed step at a time.`,
    );
    setText(
      this.differences,
      code.differences.length === 0
        ? `These are the library’s defaults (new ${code.className}()).`
        : `The game’s settings differ from the library’s defaults (new ${code.className}()): ${differencesText(code.differences)}. ` +
            `The code sets them; leave them out for the defaults.`,
    );
    setText(this.code, code.code);
    setText(this.status, '');
    this.guide.replaceChildren(
      'The guide: ',
      guideLink('use-in-your-game.md', 'use it in your game'),
      ' (the sign, the fixed step, the torque; C++, C# and GDScript ports), ',
      guideLink(controllerGuide(settings.type), `the ${CONTROLLER_LABELS[settings.type]} page`),
      ' (its maths, settings and defaults), ',
      guideLink('planck-adapter.md', 'steering on your own planck world'),
      '.',
    );
    this.dialog.open();
    this.copyButton.focus();
  }

  private async copy(): Promise<void> {
    const copied = await copyToClipboard(this.code.textContent ?? '');
    setText(this.status, copied ? 'Code copied to the clipboard.' : 'Select the code above and copy it (Ctrl+C or ⌘C).');
  }
}
