// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module listens from its evaluation on, as in the entry: each test evaluates it afresh over
// a page painted as if prerendered.
async function loadOverPage(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside">Outside</button>`;
  vi.resetModules();
  return import('./clicks-before-hydration');
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

/** Counts the clicks `id` receives from now on (as React's handler would, once attached). */
function countClicks(id: string) {
  const counter = { clicks: 0 };
  byId(id).addEventListener('click', () => counter.clicks++);
  return counter;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('replayClickBeforeHydration', () => {
  it('clicks again the last button clicked before hydration, once', async () => {
    const { replayClickBeforeHydration } = await loadOverPage(
      '<button type="button" id="theme">Theme</button><button type="button" id="news">What’s new</button>',
    );
    byId('theme').click();
    byId('news').click();
    const theme = countClicks('theme');
    const news = countClicks('news');
    replayClickBeforeHydration();
    expect([theme.clicks, news.clicks]).toEqual([0, 1]);
    // It stops listening: later clicks are React's alone, and a second call does nothing.
    byId('theme').click();
    replayClickBeforeHydration();
    expect([theme.clicks, news.clicks]).toEqual([1, 1]);
  });

  it('keeps a click on what is inside a button (its icon, its label)', async () => {
    const { replayClickBeforeHydration } = await loadOverPage(
      '<button type="button" id="menu"><svg id="icon"></svg></button>',
    );
    byId('icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const menu = countClicks('menu');
    replayClickBeforeHydration();
    expect(menu.clicks).toBe(1);
  });

  it.each([
    ['a submit button, which submits its form natively', 'submit'],
    ['a link, which navigates natively', 'link'],
    ['a button outside the app', 'outside'],
  ])('leaves alone %s', async (_, id) => {
    const { replayClickBeforeHydration } = await loadOverPage(
      `<form><button id="submit">Send</button></form>
       <a id="link" href="#somewhere">Somewhere</a>`,
    );
    byId(id).click();
    const counter = countClicks(id);
    replayClickBeforeHydration();
    expect(counter.clicks).toBe(0);
  });

  it('does nothing when the button is gone by then', async () => {
    const { replayClickBeforeHydration } = await loadOverPage(
      '<button type="button" id="gone">Gone</button>',
    );
    const gone = byId('gone');
    gone.click();
    const counter = { clicks: 0 };
    gone.addEventListener('click', () => counter.clicks++);
    gone.remove();
    replayClickBeforeHydration();
    expect(counter.clicks).toBe(0);
  });
});
