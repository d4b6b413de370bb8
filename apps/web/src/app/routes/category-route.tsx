import { useLocation } from 'react-router';
import { CategoryVendors } from '../../features/games/components/category-vendors';
import { categoryForPath } from '../../lib/game-categories';
import { NotFoundRoute } from './not-found-route';

/** /live, /fish, /rng, /pvp, /sports, /esports, /lott, /elott: that category's vendors. */
export const CategoryRoute = () => {
  const { pathname } = useLocation();
  const category = categoryForPath(pathname);
  return category ? <CategoryVendors key={category} category={category} /> : <NotFoundRoute />;
};
