import type { GameType } from '@gp/contract/site';
import { CategoryFrame } from './category-frame';
import { VendorCards } from './vendor-cards';

/** A category page: every vendor of that category as a responsive grid. */
export const CategoryVendors = ({ category }: { category: GameType }) => (
  <CategoryFrame
    category={category}
    vendorsOf={(lanes) => lanes.find((lane) => lane.title === category)?.cards ?? []}
  >
    {(cards, title) => <VendorCards cards={cards} label={title} headingLevel={2} />}
  </CategoryFrame>
);
