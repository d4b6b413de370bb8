import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `element` as in view (or not) the way a browser would. */
  report(element: Element, isIntersecting: boolean) {
    const entry = { target: element, isIntersecting, intersectionRatio: isIntersecting ? 0.1 : 0 };
    act(() => this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const theObserver = () => FakeObserver.instances[0]!;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('has no source until a tenth of it is in view (spec 9), keeping its size meanwhile', () => {
    const { container } = render(<LazyImage src="/cdn/a.png" alt="" width={240} height={240} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '240']);
    expect(theObserver().options.threshold).toBe(0.1);
    expect(theObserver().observed.has(img)).toBe(true);

    theObserver().report(img, false);
    expect(img.getAttribute('src')).toBeNull();
    theObserver().report(img, true);
    expect(img.getAttribute('src')).toBe('/cdn/a.png');
    expect(theObserver().observed.has(img)).toBe(false);
  });

  it('shares one observer between images and stops watching an image that goes away', () => {
    const first = render(<LazyImage src="/cdn/a.png" alt="" />);
    render(<LazyImage src="/cdn/b.png" alt="" />);
    expect(FakeObserver.instances).toHaveLength(1);
    const img = first.container.querySelector('img')!;
    expect(theObserver().observed.has(img)).toBe(true);
    first.unmount();
    expect(theObserver().observed.has(img)).toBe(false);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<LazyImage src="/cdn/c.png" alt="" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/cdn/c.png');
  });
});
