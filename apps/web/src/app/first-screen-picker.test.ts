import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../shared/api/token-storage';

/** The landing pages' templates as the build writes them, and an empty #root. */
function showIndexHtml(): HTMLElement {
  document.body.innerHTML = `
    <div id="root"></div>
    <template data-route="/" data-title="Torch · Spreading light &amp; love"><h1>Home</h1></template>
    <template data-route="/events" data-title="Events · Torch"><h1>Events</h1></template>
    <template data-route="/blog/:slug" data-title=""><article>Loading</article></template>`;
  return document.getElementById('root') as HTMLElement;
}

/** Runs the picker as index.html does, once, at the current address. */
async function pick(): Promise<void> {
  vi.resetModules();
  await import('./first-screen-picker');
}

describe('the first-screen picker in index.html', () => {
  beforeEach(() => {
    document.title = 'Torch';
  });
  afterEach(() => {
    window.localStorage.clear();
    window.location.hash = '';
    window.__firstScreenTaps = undefined;
  });

  it('shows the landing page the address opens, with its title, as the router reads the address', async () => {
    window.location.hash = '#/events/?from=home';
    const root = showIndexHtml();
    await pick();
    expect(root.querySelector('h1')?.textContent).toBe('Events');
    expect(root.dataset.firstScreen).toBe('#/events/?from=home');
    expect(document.title).toBe('Events · Torch');
  });

  it("shows a post's frame for any one segment, keeping the page's title", async () => {
    window.location.hash = '#/blog/a%20post';
    const root = showIndexHtml();
    await pick();
    expect(root.querySelector('article')?.textContent).toBe('Loading');
    expect(document.title).toBe('Torch');
  });

  it('shows nothing for another page, a broken address, or a signed-in member', async () => {
    for (const hash of ['#/about', '#/blog/a/b', '#/blog/%E0%A4%A']) {
      window.location.hash = hash;
      const root = showIndexHtml();
      await pick();
      expect(root.childElementCount).toBe(0);
    }
    window.localStorage.setItem(TOKEN_KEY, 'stored-token');
    window.location.hash = '#/events';
    const root = showIndexHtml();
    await pick();
    expect(root.childElementCount).toBe(0);
  });

  it('keeps a tap on a button of the first screen for the app to replay', async () => {
    window.location.hash = '#/';
    const root = showIndexHtml();
    await pick();
    const button = document.createElement('button');
    root.append(button);
    button.click();
    expect(window.__firstScreenTaps).toEqual([button]);
  });
});
