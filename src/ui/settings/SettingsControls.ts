import type { SettingsPreset } from '../../app/settings/settingsPresets';
import { el } from '../dom';
import './settings.css';

/** What the preset and share controls do (the settings session does it). */
export interface SettingsControlsHandlers {
  applyPreset(id: string): void;
  /** Puts the settings in the URL and opens the share dialog. */
  share(): void;
}

/**
 * The row above the tuning panel: a preset menu (#preset-select) with its Apply button
 * (#preset-apply), and the Share button (#share-settings). Each preset's description is its
 * option's tooltip. Built with createElement and textContent only.
 */
export class SettingsControls {
  private readonly select: HTMLSelectElement;
  private readonly apply: HTMLButtonElement;

  constructor(container: HTMLElement, before: Element | null, presets: readonly SettingsPreset[], handlers: SettingsControlsHandlers) {
    this.select = el('select', {
      id: 'preset-select',
      className: 'preset-select',
      title: 'Named settings: the original article, the video look, each controller’s tuned defaults',
    });
    this.select.append(el('option', { text: 'Choose a preset…', attributes: { value: '' } }));
    for (const preset of presets)
      this.select.append(el('option', { text: preset.label, title: preset.description, attributes: { value: preset.id } }));
    this.apply = el('button', {
      id: 'preset-apply',
      className: 'tool',
      text: 'Apply',
      title: 'Apply the chosen preset to every entity',
      attributes: { type: 'button' },
    });
    this.apply.disabled = true;
    this.select.addEventListener('change', () => {
      this.apply.disabled = this.select.value === '';
      const chosen = presets.find((preset) => preset.id === this.select.value);
      this.select.title = chosen ? chosen.description : '';
    });
    this.apply.addEventListener('click', (event) => {
      if (this.select.value) handlers.applyPreset(this.select.value);
      if (event.detail > 0) this.apply.blur();
    });
    const share = el('button', {
      id: 'share-settings',
      className: 'tool',
      text: 'Share',
      title: 'Put these settings and the scene on screen in the page’s link, and copy it',
      attributes: { type: 'button' },
    });
    share.addEventListener('click', () => handlers.share());
    const bar = el('section', { id: 'settings-bar', className: 'settings-bar', attributes: { 'aria-label': 'Presets and sharing' } }, [
      el('label', { className: 'preset-label', text: 'Preset', attributes: { for: 'preset-select' } }),
      this.select,
      this.apply,
      share,
    ]);
    container.insertBefore(bar, before);
  }
}
