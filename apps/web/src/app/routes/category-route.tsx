import { useLocation } from '../../lib/router';
import { CategoryGames } from '../../features/games/components/category-games';
import { CategoryVendors } from '../../features/games/components/category-vendors';
import { categoryForPath } from '../../lib/game-categories';
import { NotFoundRoute } from './not-found-route';

/** Game list centres: the category's games (spec 2.1 "Game list centre"; /rng takes ?vassalage=). */
const gameListCentres = new Set(['/live', '/fish', '/rng', '/pvp']);

/** /sports, /esports, /lott, /elott: the category's vendors; /live, /fish, /rng, /pvp: its games. */
export const CategoryRoute = () => {
  const { pathname } = useLocation();
  const category = categoryForPath(pathname);
  if (!category) return <NotFoundRoute />;
  return gameListCentres.has(pathname) ? (
    <CategoryGames key={category} category={category} />
  ) : (
    <CategoryVendors key={category} category={category} />
  );
};
