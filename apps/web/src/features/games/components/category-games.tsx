import { constants } from '@gp/contract/constants';
import type { GameType } from '@gp/contract/site';
import { useSearchParams } from '../../../lib/router';
import { laneCards } from '../../../lib/game-menu';
import { CardRooms } from './card-rooms';
import { CataloguePanel } from './catalogue-panel';
import { CategoryFrame } from './category-frame';

/**
 * A game list centre (/live, /fish, /rng, /pvp; spec 2.1): the category's games, 24 per page with load
 * more, narrowed to one vendor by ?vassalage= (the RNG page of spec 4.6 takes it from a vendor card);
 * the card games' page lists its open card rooms above them.
 */
export const CategoryGames = ({ category }: { category: GameType }) => {
  const [params, setParams] = useSearchParams();
  return (
    <CategoryFrame category={category} vendorsOf={(lanes) => laneCards(lanes, category)}>
      {(vendors) => (
        <>
          {category === 'PVP' ? <CardRooms vassalage={params.get('vassalage') ?? undefined} /> : null}
          <CataloguePanel
            category={category}
            vendors={vendors}
            vassalage={params.get('vassalage') ?? undefined}
            onVassalage={(vassalage) => setParams(vassalage ? { vassalage } : {}, { replace: true })}
            pageSize={constants.gameListPageSize}
          />
        </>
      )}
    </CategoryFrame>
  );
};
