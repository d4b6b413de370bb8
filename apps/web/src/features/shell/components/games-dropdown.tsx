import { startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { Icon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import type { HeaderGameCategory } from '../../../lib/header-game-menu';
import { lazyChunk, loadChunk } from '../../../lib/load-chunk';
import headerStyles from './header.module.css';
import styles from './games-dropdown.module.css';

const importGamesMenu = () => import('./games-menu').then((m) => ({ default: m.GamesMenu }));
const GamesMenu = lazyChunk(importGamesMenu);
/** Hover or focus on the trigger fetches the menu ahead of the click. */
const prefetchGamesMenu = () => void loadChunk(importGamesMenu).catch(() => undefined);

/**
 * The header's Games entry (spec 2.4): a drop-down of the game categories (games-menu.tsx). The menu
 * and its library (Radix, Floating UI) are not part of the first screen (issue 15): until the first
 * use this is a plain button that looks the same; Enter, Space, ArrowDown or a click mounts the real
 * menu open, which takes the focus and gives it back to its own trigger when it closes. Without
 * categories (vendors not loaded) it stays a plain link to the lobby.
 */
export const GamesDropdown = ({ categories }: { categories: readonly HeaderGameCategory[] }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [used, setUsed] = useState(false);
  // A transition keeps this button on screen (and focused) until the menu's chunk is in.
  const use = () => startTransition(() => setUsed(true));
  const current = pathname === '/' ? 'page' : undefined;
  const label = (
    <>
      <Icon name="slots" size={18} />
      {t('header_games')}
    </>
  );
  if (categories.length === 0) {
    return (
      <Link to="/" className={headerStyles.menuLink} aria-current={current}>
        {label}
      </Link>
    );
  }
  const trigger = (
    <button
      type="button"
      className={`${headerStyles.menuLink} ${styles.trigger}`}
      aria-current={current}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetchGamesMenu}
      onFocus={prefetchGamesMenu}
      onClick={use}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        use();
      }}
    >
      {label}
      <Icon name="chevronDown" size={16} />
    </button>
  );
  return <Suspense fallback={trigger}>{used ? <GamesMenu categories={categories} /> : trigger}</Suspense>;
};
