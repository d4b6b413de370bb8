import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation } from '../../../lib/router';
import { categoryIcon } from '../../../components/category-icon';
import { Icon } from '../../../components/icons';
import type { HeaderGameCategory } from '../../../lib/header-game-menu';
import headerStyles from './header.module.css';
import styles from './games-dropdown.module.css';

/**
 * The header's Games menu (spec 2.4), mounted open by GamesDropdown at its first use: the game
 * categories, each opening its vendors in a sub-menu, the large multi-column one when the category has
 * more than 10 vendors (spec 9). Radix gives the keyboard model: arrows move, ArrowRight opens a
 * category, Escape closes, and Enter/Space/ArrowDown on its trigger open it again.
 */
export const GamesMenu = ({ categories }: { categories: readonly HeaderGameCategory[] }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = (
    <>
      <Icon name="slots" size={18} />
      {t('header_games')}
    </>
  );
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className={`${headerStyles.menuLink} ${styles.trigger}`}
        aria-current={pathname === '/' ? 'page' : undefined}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={8}>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/">
              <Icon name="home" size={18} />
              {t('announce.games_lobby')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Label className={styles.label}>{t('announce.games_categories')}</DropdownMenu.Label>
          {categories.map((entry) => (
            <DropdownMenu.Sub key={entry.category}>
              <DropdownMenu.SubTrigger className={styles.item}>
                <Icon name={categoryIcon(entry.category)} size={18} />
                <span className={styles.grow}>{t(`category_${entry.category}`)}</span>
                <span className={styles.count}>{entry.vendors.length}</span>
                <Icon name="chevronRight" size={16} />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent
                  className={`${styles.menu} ${entry.size === 'large' ? styles.large : ''}`}
                  data-size={entry.size}
                  sideOffset={6}
                  alignOffset={-8}
                >
                  <DropdownMenu.Item asChild className={`${styles.item} ${styles.all}`}>
                    <Link to={entry.to}>
                      {t('announce.games_all_in', { category: t(`category_${entry.category}`) })}
                    </Link>
                  </DropdownMenu.Item>
                  <div className={styles.vendors}>
                    {entry.vendors.map((vendor) => (
                      <DropdownMenu.Item key={vendor.code} asChild className={styles.item}>
                        <Link to={vendor.to}>{vendor.name}</Link>
                      </DropdownMenu.Item>
                    ))}
                  </div>
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
