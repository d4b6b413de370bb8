/** Line icons drawn on a 24px grid (stroke = currentColor); decorative unless given a label. */
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16 16l4.5 4.5',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2',
  gift: 'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-3-5-4-5-1.5S10 10 12 10zM12 10c2-3 5-4 5-1.5S14 10 12 10z',
  share:
    'M16 6a2 2 0 1 0 4 0 2 2 0 0 0-4 0M4 12a2 2 0 1 0 4 0 2 2 0 0 0-4 0M16 18a2 2 0 1 0 4 0 2 2 0 0 0-4 0M7.8 11l8.4-4M7.8 13l8.4 4',
  deposit: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  withdraw: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  promo: 'M4 12l8-8h8v8l-8 8zM15.5 8.5h.01',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .6 3 2.8 3 6',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v2a3 3 0 0 0 3 3M16 6h3v2a3 3 0 0 1-3 3M12 13v4M8 20h8M9 17h6v3H9z',
  rebate:
    'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5M9.5 14.5c0 1 1 1.5 2.5 1.5s2.5-.6 2.5-1.7c0-2.6-5-1.2-5-3.6 0-1 1-1.7 2.5-1.7s2.3.5 2.5 1.3M12 7.5v1M12 16v1',
  crown: 'M4 8l4 4 4-7 4 7 4-4-2 11H6zM6 19h12',
  ticket: 'M4 8a2 2 0 0 0 0 4v4h16v-4a2 2 0 0 1 0-4V4H4zM14 4v16',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  slots: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M6 12h1.5M11.2 12h1.6M16.5 12H18',
  live: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16zM12 8v4l3 2',
  fish: 'M3 12c3-4 7-5 11-3l4-3v12l-4-3c-4 2-8 1-11-3zM8 11.5h.01',
  sports:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M20.5 9.5L16 10M17.5 19l-3-4.5M6.5 19l3-4.5M3.5 9.5L8 10',
  cards: 'M7 5l8-2 4 15-8 2zM5 7l-1 .3 3.5 13 3-.8M12.5 10.5l1 .5-.5 1',
  esports:
    'M6 9h12a3 3 0 0 1 3 3v2a3 3 0 0 1-5.2 2L14 14h-4l-1.8 2A3 3 0 0 1 3 14v-2a3 3 0 0 1 3-3zM8 11v2M7 12h2M15.5 12h.01M17.5 12h.01',
  lottery:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 3v2M12 19v2M3 12h2M19 12h2',
  rooster: 'M8 20l1-4c-3-1-4-4-3-7l3 1 1-4 2 3 2-2v4c3 1 4 4 3 7l-3 2M9 20h6',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8z',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM9 12l2 2 4-4',
  blocked: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  wrench: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L4 17l3 3 5.2-5.2a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.5-.5-.5-2.5z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  youtube:
    'M3.5 8.5c.2-1.6 1.3-2.6 2.9-2.7C8 5.7 10 5.6 12 5.6s4 .1 5.6.2c1.6.1 2.7 1.1 2.9 2.7.2 1.2.2 2.3.2 3.5s0 2.3-.2 3.5c-.2 1.6-1.3 2.6-2.9 2.7-1.6.1-3.6.2-5.6.2s-4-.1-5.6-.2c-1.6-.1-2.7-1.1-2.9-2.7-.2-1.2-.2-2.3-.2-3.5s0-2.3.2-3.5zM10 9v6l5-3z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  warning: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1zM4 7V6a2 2 0 0 1 2-2h11v3M16 13h.01',
  transfer: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  download: 'M12 4v10M8 10l4 4 4-4M4 16v4h16v-4',
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  size?: number;
  /** When given the icon is announced; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export const Icon = ({ name, size = 20, label, className }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.7}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
    focusable="false"
  >
    <path d={paths[name]} />
  </svg>
);
