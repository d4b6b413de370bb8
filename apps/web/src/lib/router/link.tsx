import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, resolveTo, type To } from './location';
import { useLocation, useNavigate } from './react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click without modifier keys on a link that opens in this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * An anchor whose plain click navigates inside the app; a middle or modified click, or a click whose
 * own handler called preventDefault, is left to the browser (or to that handler).
 */
export const Link = ({ to, replace, state, onClick, target, ...anchor }: LinkProps) => {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace, state });
  };
  return <a {...anchor} href={createPath(resolveTo(to, location))} target={target} onClick={handleClick} />;
};

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A Link that marks itself aria-current="page" while the location is its path (or below it). */
export const NavLink = ({ end, ...link }: NavLinkProps) => {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const own = resolveTo(link.to, { pathname }).pathname.toLowerCase();
  const active = here === own || (!end && own !== '/' && here.startsWith(`${own}/`));
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
};
