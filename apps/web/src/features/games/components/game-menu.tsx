import * as Tabs from '../../../components/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { categoryIcon } from '../../../components/category-icon';
import { Icon, type IconName } from '../../../components/icons';
import type { MenuCategory } from '../../../lib/game-menu';
import styles from './game-menu.module.css';

const accountIcons: Record<'HOT' | 'FAV' | 'RECENT', IconName> = {
  HOT: 'sparkle',
  FAV: 'crown',
  RECENT: 'clock',
};

export const menuIcon = (category: MenuCategory): IconName =>
  category === 'HOT' || category === 'FAV' || category === 'RECENT'
    ? accountIcons[category]
    : categoryIcon(category);

export const menuLabelKey = (category: MenuCategory): string => `lobby.menu_${category}`;

interface GameMenuProps {
  entries: readonly MenuCategory[];
  current: MenuCategory;
  /** Asked on every choice; the lobby may open the login modal instead of switching (FAV logged out). */
  onChoose: (category: MenuCategory) => void;
  children: ReactNode;
}

/**
 * The lobby's game menu (spec 2.3) as tabs over one panel. Tabs activate on Enter or Space, not on
 * arrow focus, so moving across FAV never opens the login modal by accident.
 */
export const GameMenu = ({ entries, current, onChoose, children }: GameMenuProps) => {
  const { t } = useTranslation();
  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) => onChoose(value as MenuCategory)}
      activationMode="manual"
      className={styles.root}
    >
      <Tabs.List className={styles.list} aria-label={t('lobby.menu_label')}>
        {entries.map((category) => (
          <Tabs.Trigger key={category} value={category} className={styles.tab}>
            <Icon name={menuIcon(category)} size={18} />
            {t(menuLabelKey(category))}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={current} className={styles.panel}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
};
