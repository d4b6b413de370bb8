import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintLayerId } from '@gp/contract/startup';
import { releaseFirstPaint } from './first-paint';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

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
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    document.head.append(sheet);
    const released = releaseFirstPaint(root);
    const hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    let decoded: () => void = () => undefined;
    hero.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    root.append(hero);
    await frame();
    expect(document.getElementById(firstPaintLayerId)).not.toBeNull();
    decoded();
    await frame();
    expect(document.getElementById(firstPaintLayerId)).not.toBeNull();
    sheet.dispatchEvent(new Event('load'));
    await released;
    await frame();
    expect(document.getElementById(firstPaintLayerId)).toBeNull();
  });

  it('lets the layer go after three seconds when the page draws no hero', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const released = releaseFirstPaint(root);
    root.append(document.createElement('p'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(document.getElementById(firstPaintLayerId)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await released;
    await frame();
    expect(document.getElementById(firstPaintLayerId)).toBeNull();
  });

  it('lets the layer go after three seconds when a style sheet never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    document.head.append(sheet);
    const released = releaseFirstPaint(root);
    const hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    hero.decode = () => Promise.resolve();
    root.append(hero);
    await vi.advanceTimersByTimeAsync(2999);
    expect(document.getElementById(firstPaintLayerId)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await released;
    await frame();
    expect(document.getElementById(firstPaintLayerId)).toBeNull();
  });

  it("lets the layer go at the visitor's first key press", async () => {
    const released = releaseFirstPaint(root);
    await frame();
    expect(document.getElementById(firstPaintLayerId)).not.toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await released;
    await frame();
    expect(document.getElementById(firstPaintLayerId)).toBeNull();
  });

  it('does nothing on a page without the layer', async () => {
    document.getElementById(firstPaintLayerId)!.remove();
    await expect(releaseFirstPaint(root)).resolves.toBeUndefined();
  });
});
