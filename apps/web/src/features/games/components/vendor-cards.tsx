import type { GameCard } from '@gp/contract/games';
import { useTranslation } from '../../../i18n/use-translation';
import { VendorCard, VendorGrid, VendorGridItem } from '../../../components/vendor-card';
import { cdnUrl } from '@gp/contract/cdn-url';
import { useSiteStore } from '../../../lib/site-store';
import { vendorDisplayName } from '../../../lib/vendor-name';
import { useStartGame } from '../start-game';

/** Vendor cards of one category; the icon comes from the chosen image CDN (showIcon falls back to iconUrl). */
interface VendorCardsProps {
  cards: readonly GameCard[];
  label: string;
  headingLevel?: 2 | 3;
}

/** Choosing a vendor starts it (spec 4.6 vendor launch): RNG page, provider popup or the game itself. */
export const VendorCards = ({ cards, label, headingLevel }: VendorCardsProps) => {
  const { t } = useTranslation();
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const { startVendor } = useStartGame();
  return (
    <VendorGrid label={label}>
      {cards.map((card) => {
        const name = vendorDisplayName(t, card);
        return (
          <VendorGridItem key={card.nodeId}>
            <VendorCard
              name={name}
              iconSrc={cdnUrl(imageCdn, card.showIcon || card.iconUrl)}
              headingLevel={headingLevel}
              onSelect={() => startVendor(card)}
              selectLabel={t('lobby.open_vendor', { name })}
            />
          </VendorGridItem>
        );
      })}
    </VendorGrid>
  );
};
