/** happy-dom's own handle on the window (not in the DOM's types): the page's address. */
interface HappyDomWindow {
  readonly happyDOM: { setURL(url: string): void };
}

/** The address the UI tests open the game at. */
export const PAGE = 'https://example.test/pid-steering/';

/**
 * The page as index.html has it, at `address`: the play area and the sidebar with its panel, in a
 * body emptied first (what src/ui/GameUi.ts mounts the settings session on).
 */
export function sidebarPage(address: string = PAGE): { world: HTMLElement; sidebar: HTMLElement; panel: HTMLElement } {
  (window as unknown as HappyDomWindow).happyDOM.setURL(address);
  document.body.replaceChildren();
  const world = Object.assign(document.createElement('div'), { id: 'world' });
  const sidebar = Object.assign(document.createElement('aside'), { id: 'sidebar' });
  const panel = Object.assign(document.createElement('div'), { id: 'panel' });
  sidebar.append(panel);
  document.body.append(world, sidebar);
  return { world, sidebar, panel };
}
