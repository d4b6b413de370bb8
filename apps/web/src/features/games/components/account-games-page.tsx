import { useTranslation } from '../../../i18n/use-translation';
import { PageFrame } from '../../../components/page-frame';
import { AccountGamesPanel } from './account-games-panel';

/** /favorite and /recent (spec 2.1): the member's favourite (RNG, page size 999) or recent games. */
export const AccountGamesPage = ({ list }: { list: 'FAV' | 'RECENT' }) => {
  const { t } = useTranslation();
  const title = t(list === 'FAV' ? 'page_favorite_title' : 'page_recent_title');
  return (
    <PageFrame title={title}>
      <AccountGamesPanel list={list} label={title} />
    </PageFrame>
  );
};
