import type { Banner } from '@gp/contract/announcements';
import { useAnnouncements } from '../lib/announcements';
import { useSiteStore } from '../lib/site-store';
import { BannerImage } from './banner-image';

/**
 * The banner of one of the smaller banner groups (spec 2.3: w_login, w_register, w_leftmenu, w_forget):
 * the group's first banner, or nothing while they load or when the operator set none.
 */
export const GroupBanner = ({
  group,
  className,
  onNavigate,
}: {
  group: Exclude<Banner['groupName'], 'w_home'>;
  className?: string;
  onNavigate?: () => void;
}) => {
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const banner = useAnnouncements().data?.banners.find((candidate) => candidate.groupName === group);
  if (!banner) return null;
  return (
    <div className={className} data-banner-group={group}>
      <BannerImage banner={banner} imageCdn={imageCdn} onNavigate={onNavigate} />
    </div>
  );
};
