import type { GameCard } from '@gp/contract/games';
import { VendorCard, VendorGrid, VendorGridItem } from '../../../components/vendor-card';
import { cdnUrl, useSiteStore } from '../../../lib/site-store';

/** Vendor cards of one category; the icon comes from the chosen image CDN (showIcon falls back to iconUrl). */
interface VendorCardsProps {
  cards: readonly GameCard[];
  label: string;
  headingLevel?: 2 | 3;
}

export const VendorCards = ({ cards, label, headingLevel }: VendorCardsProps) => {
  const imageCdn = useSiteStore((state) => state.imageCdn);
  return (
    <VendorGrid label={label}>
      {cards.map((card) => (
        <VendorGridItem key={card.nodeId}>
          <VendorCard
            name={card.displayName || card.nodeName}
            iconSrc={cdnUrl(imageCdn, card.showIcon || card.iconUrl)}
            tag={card.vassalage}
            headingLevel={headingLevel}
          />
        </VendorGridItem>
      ))}
    </VendorGrid>
  );
};
