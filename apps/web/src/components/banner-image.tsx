import type { Banner } from '@gp/contract/announcements';
import { Link } from '../lib/router';
import { bannerTarget } from '../lib/banner-link';
import { cdnUrl } from '@gp/contract/cdn-url';
import styles from './banner-image.module.css';

export interface BannerImageProps {
  banner: Banner;
  imageCdn: string;
  /** Called when the banner's route link is followed (a dialog closes itself, say). */
  onNavigate?: () => void;
  /**
   * How the image loads: `hero` for the first screen's largest image (fetched first, never lazily),
   * `lazy` for one out of view at first (a carousel's later slides); unset leaves it to the browser.
   */
  loadAs?: 'hero' | 'lazy';
}

const loadingOf = { hero: { loading: 'eager', fetchPriority: 'high' }, lazy: { loading: 'lazy' } } as const;

/** One banner (spec 2.3): its image, 3:1, opening its linkage when clicked, or plain without one. */
export const BannerImage = ({ banner, imageCdn, onNavigate, loadAs }: BannerImageProps) => {
  const image = (
    <img
      className={styles.image}
      src={cdnUrl(imageCdn, banner.url)}
      alt={banner.title}
      width={1200}
      height={400}
      decoding="async"
      {...(loadAs ? loadingOf[loadAs] : {})}
    />
  );
  const target = bannerTarget(banner);
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={styles.link} onClick={onNavigate}>
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} className={styles.link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
};
