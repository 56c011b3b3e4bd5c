import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { scrollRegionProps } from '../dashboard-pages/dashboard-kit';

// Only the controllers these dashboards draw; chart.js is imported by the dashboard routes alone.
ChartJS.register(LineController, LineElement, PointElement, BarController, BarElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Filler, Legend, Tooltip);

/** One series of a chart. */
export interface ChartSeries {
  name: string;
  data: number[];
}

/** Props of Chart. */
export interface ChartProps {
  /** 'line', 'bar' or 'doughnut'. */
  type: 'line' | 'bar' | 'doughnut';
  /** The x labels (or the slices of a doughnut). */
  labels: string[];
  /** The series (a doughnut uses the first). */
  series: ChartSeries[];
  /** The chart's accessible name; the data table under it carries the numbers. */
  title: string;
  /** Formats a value for the data table. */
  format?: (value: number) => string;
  /** Canvas height in px. */
  height?: number;
}

/** Reads a theme colour (CSS variable) so the chart follows the theme and the scheme. */
function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const PALETTE = ['--color-primary', '--color-accent', '--color-success', '--color-warning', '--color-warn', '--color-primary-300', '--color-muted-foreground'];

/**
 * A chart.js chart in theme colours (redrawn when the theme or scheme changes), hidden from assistive
 * tech, followed by a collapsible data table with the same numbers.
 */
export function Chart({ type, labels, series, title, format = (v) => v.toLocaleString(), height = 240 }: ChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: ChartJS | null = null;
    const draw = () => {
      chart?.destroy();
      const text = cssColor('--color-muted-foreground', '#64748b');
      const grid = cssColor('--color-border', '#e2e8f0');
      const colors = PALETTE.map((v) => cssColor(v, '#6366f1'));
      const datasets =
        type === 'doughnut'
          ? [{ label: series[0]?.name ?? title, data: series[0]?.data ?? [], backgroundColor: labels.map((_, i) => colors[i % colors.length]), borderWidth: 0 }]
          : series.map((s, i) => ({
              label: s.name,
              data: s.data,
              borderColor: colors[i % colors.length],
              backgroundColor: type === 'bar' ? colors[i % colors.length] : `color-mix(in srgb, ${colors[i % colors.length]} 15%, transparent)`,
              fill: type === 'line' && series.length === 1,
              tension: 0.35,
              pointRadius: 0,
            }));
      chart = new ChartJS(canvas, {
        type,
        data: { labels, datasets },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: series.length > 1 || type === 'doughnut', labels: { color: text } } },
          scales: type === 'doughnut' ? {} : { x: { ticks: { color: text, maxTicksLimit: 8 }, grid: { color: grid } }, y: { ticks: { color: text }, grid: { color: grid } } },
        },
      });
    };
    draw();
    // Theme and scheme live on <html> (data-theme, class dark): redraw when they change.
    const observer = new MutationObserver(draw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    return () => {
      observer.disconnect();
      chart?.destroy();
    };
  }, [type, labels, series, title]);

  return (
    <figure className="grid gap-2" data-slot="chart">
      <div style={{ height }} className="relative">
        <canvas ref={canvasRef} aria-hidden="true" />
      </div>
      <figcaption className="sr-only">{title}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
          Show data
        </summary>
        <div className="mt-2 max-h-64 overflow-auto" {...scrollRegionProps} role="region" aria-label={`${title}: data`}>
          <table className="w-full text-start text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-start">
                  {type === 'doughnut' ? 'Part' : 'Label'}
                </th>
                {(type === 'doughnut' ? series.slice(0, 1) : series).map((s) => (
                  <th key={s.name} scope="col" className="px-2 py-1 text-end">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={`${label}-${i}`} className="border-t border-border">
                  <th scope="row" className="px-2 py-1 text-start font-normal">
                    {label}
                  </th>
                  {(type === 'doughnut' ? series.slice(0, 1) : series).map((s) => (
                    <td key={s.name} className="px-2 py-1 text-end tabular-nums">
                      {s.data[i] === undefined ? '—' : format(s.data[i])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
