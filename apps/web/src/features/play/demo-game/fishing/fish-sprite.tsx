import type { FishSpecies } from '@gp/contract/demo-fishing';

/** Each species' colours: body, fins and markings. */
const palette: Record<FishSpecies, { body: string; fin: string; mark: string }> = {
  clownfish: { body: '#ff8a3d', fin: '#ff6a1a', mark: '#fff4e8' },
  angelfish: { body: '#ffd45c', fin: '#3fa7ff', mark: '#1d3f8f' },
  pufferfish: { body: '#e8d48a', fin: '#b8a15a', mark: '#7a6628' },
  lionfish: { body: '#f25c5c', fin: '#ffd2c2', mark: '#fff' },
  turtle: { body: '#5fbf77', fin: '#3f9a58', mark: '#2c6b3e' },
  octopus: { body: '#c65cf2', fin: '#9a3fc2', mark: '#f5d8ff' },
  manta: { body: '#4a6fa8', fin: '#314d7c', mark: '#dfe9f8' },
  shark: { body: '#8fa3b8', fin: '#6b7f94', mark: '#eef3f7' },
  whale: { body: '#3b82c4', fin: '#2a6199', mark: '#d7ebfb' },
  dragon: { body: '#e5b94e', fin: '#d1452f', mark: '#fff2c2' },
};

const Eye = ({ x, y, r = 3 }: { x: number; y: number; r?: number }) => (
  <>
    <circle cx={x} cy={y} r={r} fill="#fff" />
    <circle cx={x + r * 0.3} cy={y} r={r * 0.55} fill="#111" />
  </>
);

/** The species' shape, facing right, in a 100 x 60 box. */
const shapeOf = (species: FishSpecies, c: (typeof palette)[FishSpecies]) => {
  switch (species) {
    case 'turtle':
      return (
        <>
          <ellipse cx="30" cy="48" rx="10" ry="5" fill={c.fin} />
          <ellipse cx="64" cy="48" rx="10" ry="5" fill={c.fin} />
          <ellipse cx="84" cy="30" rx="11" ry="8" fill={c.fin} />
          <ellipse cx="46" cy="30" rx="32" ry="20" fill={c.body} />
          <path d="M30 22 L46 14 L62 22 L62 38 L46 46 L30 38 Z" fill={c.mark} opacity="0.55" />
          <Eye x={88} y={28} r={2.5} />
        </>
      );
    case 'octopus':
      return (
        <>
          {[20, 34, 48, 62, 76].map((x) => (
            <path
              key={x}
              d={`M${x} 34 q -6 14 2 24`}
              stroke={c.fin}
              strokeWidth="6"
              fill="none"
              strokeLinecap="round"
            />
          ))}
          <ellipse cx="48" cy="24" rx="30" ry="20" fill={c.body} />
          <Eye x={40} y={24} />
          <Eye x={58} y={24} />
        </>
      );
    case 'manta':
      return (
        <>
          <path d="M6 30 Q30 0 60 22 Q78 30 60 38 Q30 60 6 30 Z" fill={c.body} />
          <path d="M60 26 L96 30 L60 34 Z" fill={c.fin} />
          <ellipse cx="44" cy="32" rx="10" ry="5" fill={c.mark} opacity="0.6" />
          <Eye x={62} y={27} r={2} />
        </>
      );
    case 'shark':
      return (
        <>
          <path d="M4 18 L20 30 L4 44 Z" fill={c.fin} />
          <path d="M44 14 L56 2 L62 16 Z" fill={c.fin} />
          <path d="M14 30 Q40 8 80 22 Q98 28 96 32 Q80 44 40 44 Q22 42 14 30 Z" fill={c.body} />
          <path d="M30 38 Q60 46 90 34 Q70 44 40 44 Z" fill={c.mark} />
          <Eye x={80} y={26} r={2.5} />
        </>
      );
    case 'whale':
      return (
        <>
          <path d="M2 14 L16 28 L2 40 Z" fill={c.fin} />
          <path d="M12 28 Q30 4 72 8 Q98 12 98 34 Q96 54 60 54 Q24 54 12 28 Z" fill={c.body} />
          <path d="M40 50 Q70 56 94 40 Q90 54 60 54 Z" fill={c.mark} />
          <path d="M70 4 q 4 -6 8 0" stroke={c.mark} strokeWidth="2.5" fill="none" />
          <Eye x={84} y={28} />
        </>
      );
    case 'dragon':
      return (
        <>
          <path
            d="M4 30 Q20 10 36 30 T68 30"
            stroke={c.body}
            strokeWidth="12"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M14 20 l4 -8 l4 8 M30 36 l4 8 l4 -8 M46 20 l4 -8 l4 8"
            stroke={c.fin}
            strokeWidth="3"
            fill="none"
          />
          <ellipse cx="78" cy="28" rx="16" ry="12" fill={c.body} />
          <path d="M84 16 l6 -12 l2 12 M72 16 l-2 -12 l8 10" stroke={c.fin} strokeWidth="3" fill="none" />
          <path d="M92 32 q 6 4 4 10" stroke={c.fin} strokeWidth="2.5" fill="none" />
          <Eye x={84} y={25} />
        </>
      );
    default: {
      const round = species === 'pufferfish';
      return (
        <>
          <path d="M4 14 L26 30 L4 46 Z" fill={c.fin} />
          <path d={round ? 'M40 8 L50 0 L56 10 Z' : 'M40 12 L60 0 L64 14 Z'} fill={c.fin} />
          <ellipse cx="56" cy="30" rx={round ? 30 : 36} ry={round ? 24 : 18} fill={c.body} />
          {species === 'clownfish' || species === 'angelfish' ? (
            <>
              <rect x="44" y="12" width="7" height="36" rx="3" fill={c.mark} />
              <rect x="66" y="14" width="6" height="32" rx="3" fill={c.mark} />
            </>
          ) : species === 'lionfish' ? (
            <path d="M36 14 L40 2 M46 12 L52 0 M56 12 L62 0 M66 14 L72 4" stroke={c.fin} strokeWidth="3" />
          ) : (
            <>
              <circle cx="50" cy="38" r="2" fill={c.mark} />
              <circle cx="60" cy="42" r="2" fill={c.mark} />
              <circle cx="44" cy="26" r="2" fill={c.mark} />
            </>
          )}
          <Eye x={76} y={26} />
        </>
      );
    }
  }
};

/** A species drawn facing right (the pond mirrors the ones swimming left). Decorative: labels name it. */
export const FishSprite = ({ species, className }: { species: FishSpecies; className?: string }) => (
  <svg viewBox="0 0 100 60" className={className} aria-hidden="true" focusable="false">
    {shapeOf(species, palette[species])}
  </svg>
);
