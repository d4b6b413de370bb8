import type { OverviewValue } from '@gp/contract/agent-reports';
import { useEffect, useRef, useState } from 'react';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import styles from './agent-pages.module.css';

type Day = OverviewValue['days'][number];
const height = 240;

/** Token colours of the page, so the chart follows the theme. */
const tokens = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: read('--color-accent', '#e5b94e'),
    accentSoft: read('--color-accent-soft', 'rgba(229,185,78,0.14)'),
    success: read('--color-success', '#4fd1a1'),
    muted: read('--color-text-muted', '#a9b4ca'),
    grid: read('--color-border', '#24324f'),
  };
};

/**
 * The team's valid bets (bars) and profit and loss (line) per business day of the period. The chart
 * library (uPlot, canvas) loads with the first chart drawn, not with the agent centre's first screen;
 * the same figures sit in a table under it for screen readers, keyboards and printing.
 */
export const TeamChart = ({ days, caption }: { days: Day[]; caption: string }) => {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const labels = { validBet: t('agent.fig_validBet'), profitLoss: t('agent.fig_profitLoss') };

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        const element = box.current;
        if (cancelled || !element) return;
        const c = tokens(element);
        const axis = {
          stroke: c.muted,
          grid: { stroke: c.grid, width: 1 },
          ticks: { stroke: c.grid, width: 1 },
        };
        const chart = new UPlot(
          {
            width: element.clientWidth,
            height,
            // Business days are sent as dates: show them as written, whatever the browser's zone.
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            // Half a day either side, so one day (today) is a bar in the middle, not a range of years.
            scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] } },
            // The legend names the series; the values show where the pointer is.
            legend: { live: false },
            series: [
              {},
              {
                label: labels.validBet,
                stroke: c.accent,
                fill: c.accentSoft,
                paths: UPlot.paths.bars!({ size: [0.6, 48] }),
                value: (_u, v) => (v === null ? '' : formatMoney(v.toFixed(2))),
              },
              {
                label: labels.profitLoss,
                stroke: c.success,
                width: 2,
                value: (_u, v) => (v === null ? '' : formatMoney(v.toFixed(2))),
              },
            ],
            axes: [
              axis,
              {
                ...axis,
                size: 64,
                values: (_u, values) =>
                  values.map((v) => new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(v)),
              },
            ],
          },
          [
            days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
            days.map((d) => Number(d.validBet)),
            days.map((d) => Number(d.profitLoss)),
          ],
          element,
        );
        const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
        resize.observe(element);
        destroy = () => {
          resize.disconnect();
          chart.destroy();
        };
        setDrawn('drawn');
      })
      .catch(() => {
        // No canvas (an old or locked-down browser): the table below still holds every figure.
        if (!cancelled) setDrawn('failed');
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [days, labels.validBet, labels.profitLoss, i18n.language]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.cardTitle}>{caption}</figcaption>
      {drawn === 'failed' ? null : (
        <div
          ref={box}
          className={styles.chartBox}
          role="img"
          aria-label={t('agent.chart_label', { days: days.length })}
          aria-busy={drawn === 'loading'}
        />
      )}
      <details className={styles.chartTable} open={drawn === 'failed'}>
        <summary>{t('agent.chart_table')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('agent.col_day')}</th>
              <th scope="col">{labels.validBet}</th>
              <th scope="col">{labels.profitLoss}</th>
              <th scope="col">{t('agent.fig_activeMembers')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>
                  <Money amount={d.validBet} />
                </td>
                <td>
                  <ProfitAmount amount={d.profitLoss} />
                </td>
                <td>{d.activeMembers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};
