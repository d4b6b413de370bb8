import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { loadChunk } from '../../../lib/load-chunk';

export interface CarouselSettings {
  /** Whether there is anything to move (one slide stays still). */
  active: boolean;
  loop: boolean;
  /** Embla's spring constant (not milliseconds). */
  duration: number;
  /** Autoplay's delay in milliseconds, or null for no autoplay. */
  autoplayMs: number | null;
}

const loadEmbla = () =>
  loadChunk(() => Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]));

/**
 * Embla on a carousel the first screen has already drawn: the slides are plain markup (the first one
 * is the lobby's largest paint), and Embla with its autoplay loads once the browser is idle after that
 * paint, then takes over the same DOM (issue 15). Returns the ref for the viewport and Embla's API once
 * it runs. A failed load leaves the carousel still, on its first slide.
 */
export const useDeferredCarousel = ({ active, loop, duration, autoplayMs }: CarouselSettings) => {
  const afterPaint = useAfterFirstPaint();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>();

  useEffect(() => {
    if (!afterPaint || !viewport || !active) return;
    let stopped = false;
    let carousel: EmblaCarouselType | undefined;
    loadEmbla().then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (stopped) return;
        const plugins =
          autoplayMs === null
            ? []
            : [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })];
        carousel = EmblaCarousel(viewport, { loop, duration }, plugins);
        setApi(carousel);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [afterPaint, viewport, active, loop, duration, autoplayMs]);

  return [setViewport, api] as const;
};
