import { useEffect, useRef, useState } from 'react';
import { colourOf, type RouletteRules } from './roulette-rules';
import styles from './roulette.module.css';

const size = 240;
const centre = size / 2;
const outer = 116;
const inner = 78;
const step = 360 / 37;

const point = (radius: number, degrees: number) => {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return `${(centre + radius * Math.cos(rad)).toFixed(2)} ${(centre + radius * Math.sin(rad)).toFixed(2)}`;
};

/** One pocket: a ring sector centred on `angle`. */
const pocketPath = (angle: number) => {
  const a = angle - step / 2;
  const b = angle + step / 2;
  return `M ${point(outer, a)} A ${outer} ${outer} 0 0 1 ${point(outer, b)} L ${point(inner, b)} A ${inner} ${inner} 0 0 0 ${point(inner, a)} Z`;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel, drawn from the rules' pocket order. When a result arrives it turns a few times and stops
 * with the winning pocket under the marker at the top (at once with reduced motion). A picture only:
 * the result is announced in words by the table's status line.
 */
export const RouletteWheel = ({
  rules,
  spin,
  shown,
  onStopped,
}: {
  rules: RouletteRules;
  /** The result the wheel has come to rest on (written in the hub), or null. */
  shown: number | null;
  /** The round whose result the wheel shows (a new round number spins it again), or null. */
  spin: { roundNo: number; result: number } | null;
  /** The wheel came to rest on the result of round `roundNo` (at once with reduced motion). */
  onStopped: (roundNo: number) => void;
}) => {
  const [turn, setTurn] = useState(0);
  const spun = useRef<number | null>(null);
  useEffect(() => {
    if (spin === null || spin.roundNo === spun.current) return;
    spun.current = spin.roundNo;
    const index = rules.wheel.indexOf(spin.result);
    const still = prefersReducedMotion();
    // Land the pocket at the top: whole turns forward, then the pocket's angle back.
    setTurn((current) => Math.ceil(current / 360) * 360 + (still ? 0 : 4 * 360) + 360 - index * step);
    if (still) onStopped(spin.roundNo);
  }, [spin, rules.wheel, onStopped]);

  return (
    <div className={styles.wheelBox} aria-hidden="true">
      <svg className={styles.wheel} viewBox={`0 0 ${size} ${size}`} role="presentation">
        <circle cx={centre} cy={centre} r={outer + 3} className={styles.wheelRim} />
        <g
          className={styles.wheelTurn}
          style={{ transform: `rotate(${turn}deg)` }}
          onTransitionEnd={() => (spun.current === null ? undefined : onStopped(spun.current))}
        >
          {rules.wheel.map((n, i) => (
            <g key={n}>
              <path d={pocketPath(i * step)} data-colour={colourOf(rules, n)} className={styles.pocket} />
              <text
                x={centre}
                y={centre - outer + 13}
                transform={`rotate(${i * step} ${centre} ${centre})`}
                className={styles.pocketNumber}
              >
                {n}
              </text>
            </g>
          ))}
          <circle cx={centre} cy={centre} r={inner} className={styles.wheelHub} />
        </g>
        {shown !== null ? (
          <text x={centre} y={centre + 14} className={styles.hubNumber} data-colour={colourOf(rules, shown)}>
            {shown}
          </text>
        ) : null}
        <path d={`M ${centre - 8} 2 L ${centre + 8} 2 L ${centre} 18 Z`} className={styles.marker} />
      </svg>
    </div>
  );
};
