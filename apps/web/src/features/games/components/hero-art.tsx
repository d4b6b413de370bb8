/** Decorative hero illustration: stacked chips and a card fan, drawn in SVG with the theme colours. */
export const HeroArt = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 360 360" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#f6d57e" />
        <stop offset="0.5" stopColor="#e5b94e" />
        <stop offset="1" stopColor="#a87a22" />
      </linearGradient>
      <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#22304f" />
        <stop offset="1" stopColor="#141d33" />
      </linearGradient>
      <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#e5b94e" stopOpacity="0.35" />
        <stop offset="1" stopColor="#e5b94e" stopOpacity="0" />
      </radialGradient>
    </defs>
    <circle cx="190" cy="170" r="170" fill="url(#hero-glow)" />
    <g transform="rotate(-16 180 200)">
      <rect
        x="96"
        y="70"
        width="130"
        height="184"
        rx="14"
        fill="url(#hero-card)"
        stroke="#33466c"
        strokeWidth="2"
      />
      <text x="114" y="108" fill="#e5b94e" fontSize="28" fontWeight="700" fontFamily="system-ui">
        A
      </text>
      <path d="M161 140l22 34-22 34-22-34z" fill="url(#hero-gold)" />
    </g>
    <g transform="rotate(10 200 200)">
      <rect
        x="150"
        y="60"
        width="130"
        height="184"
        rx="14"
        fill="url(#hero-card)"
        stroke="#e5b94e"
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <text x="168" y="98" fill="#f2cd70" fontSize="28" fontWeight="700" fontFamily="system-ui">
        K
      </text>
      <path
        d="M215 128c14 0 26 12 26 26 0 20-26 38-26 38s-26-18-26-38c0-14 12-26 26-26z"
        fill="url(#hero-gold)"
      />
    </g>
    <g>
      <ellipse cx="110" cy="292" rx="58" ry="18" fill="#8a6218" />
      <ellipse cx="110" cy="282" rx="58" ry="18" fill="url(#hero-gold)" />
      <ellipse
        cx="110"
        cy="282"
        rx="36"
        ry="10"
        fill="none"
        stroke="#fff3cf"
        strokeOpacity="0.7"
        strokeWidth="3"
        strokeDasharray="8 8"
      />
      <ellipse cx="110" cy="266" rx="58" ry="18" fill="#8a6218" />
      <ellipse cx="110" cy="256" rx="58" ry="18" fill="url(#hero-gold)" />
      <ellipse
        cx="110"
        cy="256"
        rx="36"
        ry="10"
        fill="none"
        stroke="#fff3cf"
        strokeOpacity="0.7"
        strokeWidth="3"
        strokeDasharray="8 8"
      />
    </g>
    <g>
      <ellipse cx="262" cy="300" rx="50" ry="15" fill="#1a2644" />
      <ellipse cx="262" cy="291" rx="50" ry="15" fill="#2c3e66" stroke="#e5b94e" strokeWidth="2" />
      <ellipse
        cx="262"
        cy="291"
        rx="30"
        ry="8"
        fill="none"
        stroke="#e5b94e"
        strokeOpacity="0.8"
        strokeWidth="3"
        strokeDasharray="7 7"
      />
    </g>
  </svg>
);
