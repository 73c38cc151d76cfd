import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { Bar } from 'react-chartjs-2';

// Only the bar chart's parts (chart.js is tree-shaken to them): the route's chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface HourlyBarChartProps {
  labels: readonly string[];
  counts: readonly number[];
  /** The dataset's name in the tooltip. */
  seriesLabel: string;
}

/** The theme's colours as the canvas needs them (it reads no CSS): from the page's custom properties. */
function useThemeColours(ref: React.RefObject<HTMLDivElement | null>) {
  const [colours, setColours] = useState({ bar: '#6b62fe', ink: '#5f6275', line: '#e3e4ea' });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    setColours({
      bar: read('--color-primary', '#6b62fe'),
      ink: read('--color-ink-muted', '#5f6275'),
      line: read('--color-line', '#e3e4ea'),
    });
  }, [ref]);
  return colours;
}

/**
 * Chart.js's bar chart of today's tickets per hour, drawn on a canvas that screen readers skip (the table beside it
 * carries the same figures). Loaded with the dashboard only, behind its own lazy import.
 */
export default function HourlyBarChart({ labels, counts, seriesLabel }: HourlyBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const colours = useThemeColours(box);
  return (
    <div ref={box} className="relative h-56 w-full" aria-hidden="true">
      <Bar
        data={{
          labels: [...labels],
          datasets: [
            {
              label: seriesLabel,
              data: [...counts],
              backgroundColor: colours.bar,
              borderRadius: 4,
              maxBarThickness: 28,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { enabled: true } },
          scales: {
            x: { ticks: { color: colours.ink, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
            y: {
              beginAtZero: true,
              ticks: { color: colours.ink, precision: 0 },
              grid: { color: colours.line },
            },
          },
        }}
      />
    </div>
  );
}
