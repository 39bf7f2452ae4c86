/** Options of {@link el}. Text is always set with textContent: never parsed as HTML. */
export interface ElementOptions {
  id?: string;
  className?: string;
  text?: string;
  title?: string;
  attributes?: Readonly<Record<string, string>>;
}

/** Creates an element with createElement and textContent only (no innerHTML anywhere in the UI). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (options.id) element.id = options.id;
  if (options.className) element.className = options.className;
  if (options.text !== undefined) element.textContent = options.text;
  if (options.title) element.title = options.title;
  if (options.attributes) for (const [name, value] of Object.entries(options.attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(child);
  return element;
}

/** A `<button type="button">` made by {@link el}, running `onClick` when pressed. */
export function button(
  options: ElementOptions,
  onClick: (event: MouseEvent) => void,
  children: readonly (Node | string)[] = [],
): HTMLButtonElement {
  const element = el('button', { ...options, attributes: { type: 'button', ...options.attributes } }, children);
  element.addEventListener('click', onClick);
  return element;
}

/** A line for refusals (announced: role alert), hidden until {@link showMessage} fills it. */
export function messageLine<K extends 'p' | 'div'>(tag: K, id: string): HTMLElementTagNameMap[K] {
  const line = el(tag, { id, className: 'panel-message', attributes: { role: 'alert' } });
  line.hidden = true;
  return line;
}

/** Shows `message` in a {@link messageLine}, or hides it (null). */
export function showMessage(line: HTMLElement, message: string | null): void {
  line.hidden = message === null;
  line.textContent = message ?? '';
}

/** The element with this id; throws with a clear message when the page lacks it. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks the element #${id}`);
  return element as T;
}

/** Sets textContent only when it changed (keeps the DOM quiet when values repeat). */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * Sets `hidden` only when it changes: for what is written every frame. Setting an attribute, even
 * to its value, is a DOM mutation: the page's overlays were measured again (a forced layout) every
 * frame for it.
 */
export function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/** Sets a button's `disabled` only when it changes (as {@link setHidden}). */
export function setDisabled(element: HTMLButtonElement, disabled: boolean): void {
  if (element.disabled !== disabled) element.disabled = disabled;
}

/**
 * Sizes `canvas`'s backing store to `width` × `height` CSS px at `ratio` device px per CSS px (at
 * least 1 × 1; set only when it changes, as setting it clears the canvas) and scales `context` so
 * that it draws in CSS px.
 */
export function fitCanvas(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  ratio: number,
): void {
  const deviceWidth = Math.max(1, Math.round(width * ratio));
  const deviceHeight = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== deviceWidth) canvas.width = deviceWidth;
  if (canvas.height !== deviceHeight) canvas.height = deviceHeight;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
}

/** Saves `text` as a file named `fileName` through the browser's download (a Blob URL on an <a download>). */
export function downloadText(text: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = el('a', { attributes: { href: url, download: fileName } });
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download reads the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** localStorage, or null where the browser blocks it (reading `window.localStorage` can throw). */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Copies text with the asynchronous clipboard API where there is one; false when it cannot. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
