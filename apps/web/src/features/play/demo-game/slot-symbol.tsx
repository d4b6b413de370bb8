import type { ReactNode } from 'react';

/**
 * The demo slot's symbol art as inline SVG (no image requests, crisp at every size). Unknown symbols
 * fall back to their name. Each symbol has its own colour so a win reads at a glance.
 */
const art: Record<string, ReactNode> = {
  WILD: (
    <>
      <rect x="6" y="18" width="52" height="28" rx="8" fill="url(#gp-gold)" />
      <text x="32" y="38" textAnchor="middle" fontSize="15" fontWeight="800" fill="#2a1a02">
        WILD
      </text>
    </>
  ),
  SEVEN: (
    <text
      x="32"
      y="50"
      textAnchor="middle"
      fontSize="50"
      fontWeight="900"
      fill="#ff4d5e"
      stroke="#7a0c18"
      strokeWidth="2"
    >
      7
    </text>
  ),
  BAR: (
    <>
      <rect x="8" y="20" width="48" height="24" rx="4" fill="#f4f6fb" stroke="#1c2540" strokeWidth="3" />
      <text x="32" y="39" textAnchor="middle" fontSize="16" fontWeight="900" fill="#1c2540">
        BAR
      </text>
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 10c-11 0-16 9-16 19v9l-5 7h42l-5-7v-9c0-10-5-19-16-19z"
        fill="#ffc83d"
        stroke="#a86b00"
        strokeWidth="2"
      />
      <circle cx="32" cy="50" r="5" fill="#a86b00" />
    </>
  ),
  CHERRY: (
    <>
      <path d="M22 40c4-14 10-24 22-30M42 42c0-12 0-22 2-32" stroke="#3d8b2f" strokeWidth="3" fill="none" />
      <circle cx="22" cy="44" r="10" fill="#e8263c" />
      <circle cx="42" cy="46" r="10" fill="#c8102e" />
    </>
  ),
  PLUM: (
    <>
      <ellipse cx="32" cy="36" rx="17" ry="19" fill="#7b3fb8" />
      <path d="M32 17c2-5 7-7 12-6-2 5-7 7-12 6z" fill="#3d8b2f" />
    </>
  ),
  ORANGE: (
    <>
      <circle cx="32" cy="36" r="19" fill="#ff8a1f" />
      <path d="M32 17c3-5 9-6 13-4-3 4-8 6-13 4z" fill="#3d8b2f" />
    </>
  ),
  LEMON: <ellipse cx="32" cy="34" rx="22" ry="16" fill="#ffe94d" stroke="#c2a700" strokeWidth="2" />,
  GRAPE: (
    <g fill="#5a3fd1">
      <circle cx="24" cy="24" r="7" />
      <circle cx="40" cy="24" r="7" />
      <circle cx="32" cy="32" r="7" />
      <circle cx="20" cy="38" r="7" />
      <circle cx="44" cy="38" r="7" />
      <circle cx="32" cy="46" r="7" />
    </g>
  ),
};

export const SlotSymbol = ({ symbol }: { symbol: string }) => (
  <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="gp-gold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fbe39a" />
        <stop offset="1" stopColor="#d49a2a" />
      </linearGradient>
    </defs>
    {art[symbol] ?? (
      <text x="32" y="38" textAnchor="middle" fontSize="12" fill="currentColor">
        {symbol}
      </text>
    )}
  </svg>
);
