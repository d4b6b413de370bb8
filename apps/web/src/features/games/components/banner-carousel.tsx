import type { Banner } from '@gp/contract/announcements';
import { constants } from '@gp/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BannerImage } from '../../../components/banner-image';
import { useSiteStore } from '../../../lib/site-store';
import { useDeferredCarousel } from '../hooks/use-deferred-carousel';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import styles from './banner-carousel.module.css';

/**
 * Embla's duration is a spring constant, not milliseconds; 28 settles a full-width slide in about
 * one second (spec 9: speed 1000 ms), measured with Embla's own 60 fps integrator.
 */
const emblaDurationForOneSecond = 28;

/**
 * The home banners (spec 2.3, 9): with more than one banner it loops, autoplays every 5 s with a 1 s
 * transition, one slide per view, with clickable pagination and a pause button. Autoplay stays off for
 * visitors who ask for reduced motion. A click opens the banner's linkage. The slides render at once;
 * the motion (Embla) joins after the first paint (useDeferredCarousel).
 */
export const BannerCarousel = ({ banners }: { banners: readonly Banner[] }) => {
  const { t } = useTranslation();
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const reducedMotion = usePrefersReducedMotion();
  const several = banners.length > 1;
  const autoplays = several && !reducedMotion;
  const [viewportRef, embla] = useDeferredCarousel({
    active: several,
    loop: several,
    duration: reducedMotion ? 0 : emblaDurationForOneSecond,
    autoplayMs: autoplays ? constants.bannerAutoplayMs : null,
  });
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePlaying = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  }, [embla]);

  if (banners.length === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('lobby.banners')}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {banners.map((banner, index) => (
            <div
              key={`${banner.url}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('lobby.banner_position', { index: index + 1, total: banners.length })}
            >
              <BannerImage banner={banner} imageCdn={imageCdn} loadAs={index === 0 ? 'hero' : 'lazy'} />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className={styles.controls}>
          {autoplays ? (
            <button
              type="button"
              className={styles.pause}
              onClick={togglePlaying}
              aria-label={t(playing ? 'lobby.banner_pause' : 'lobby.banner_play')}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={`${banner.url}-${index}`}
                type="button"
                className={styles.dot}
                aria-label={t('lobby.banner_go', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
};
