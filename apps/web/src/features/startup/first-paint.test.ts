import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintLayerId } from '@gp/contract/startup';
import { releaseFirstPaint } from './first-paint';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const layerShown = () => document.getElementById(firstPaintLayerId) !== null;

const addStyleSheet = () => {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  document.head.append(sheet);
  return sheet;
};

/** The app's hero banner, as BannerImage draws it; `decode` settles when the test says so. */
const appHero = (decode: () => Promise<void>) => {
  const hero = document.createElement('img');
  hero.setAttribute('fetchpriority', 'high');
  hero.decode = decode;
  return hero;
};

/** With fake timers: the layer is still there at 2,999 ms and gone after 3 s. */
const expectGoneAfterThreeSeconds = async (released: Promise<void>) => {
  await vi.advanceTimersByTimeAsync(2999);
  expect(layerShown()).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await released;
  await frame();
  expect(layerShown()).toBe(false);
};

describe('handing the first paint over to the app', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `<div id="${firstPaintLayerId}"></div><div id="root"></div>`;
    root = document.getElementById('root')!;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('keeps the layer until the app has drawn its hero and every style sheet is in', async () => {
    const sheet = addStyleSheet();
    const released = releaseFirstPaint(root);
    let decoded: () => void = () => undefined;
    root.append(appHero(() => new Promise<void>((resolve) => (decoded = resolve))));
    await frame();
    expect(layerShown()).toBe(true);
    decoded();
    await frame();
    expect(layerShown()).toBe(true);
    sheet.dispatchEvent(new Event('load'));
    await released;
    await frame();
    expect(layerShown()).toBe(false);
  });

  it('lets the layer go after three seconds when the page draws no hero', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const released = releaseFirstPaint(root);
    root.append(document.createElement('p'));
    await expectGoneAfterThreeSeconds(released);
  });

  it('lets the layer go after three seconds when a style sheet never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    addStyleSheet();
    const released = releaseFirstPaint(root);
    root.append(appHero(() => Promise.resolve()));
    await expectGoneAfterThreeSeconds(released);
  });

  it("lets the layer go at the visitor's first key press", async () => {
    const released = releaseFirstPaint(root);
    await frame();
    expect(layerShown()).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await released;
    await frame();
    expect(layerShown()).toBe(false);
  });

  it('does nothing on a page without the layer', async () => {
    document.getElementById(firstPaintLayerId)!.remove();
    await expect(releaseFirstPaint(root)).resolves.toBeUndefined();
  });
});
