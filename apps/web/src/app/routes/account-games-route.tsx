import { useLocation } from '../../lib/router';
import { AccountGamesPage } from '../../features/games/components/account-games-page';

/** /favorite and /recent: the member's own game lists. */
export const AccountGamesRoute = () => {
  const { pathname } = useLocation();
  return <AccountGamesPage key={pathname} list={pathname === '/favorite' ? 'FAV' : 'RECENT'} />;
};
