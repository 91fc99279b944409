import { useEffect, useRef } from 'preact/hooks';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Legend, Tooltip);

export interface Series {
  label: string;
  values: (number | null)[];
  color: string;
}

interface Props {
  id: string;
  /** Accessible name of the chart; the same figures are also given as a table (`DataTable`). */
  title: string;
  kind: 'bar' | 'line';
  labels: string[];
  series: Series[];
  horizontal?: boolean;
}

/** A Chart.js chart on a canvas; no animation, so what is drawn is final as soon as it appears. */
export function ChartCanvas({ id, title, kind, labels, series, horizontal }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const config: ChartConfiguration = {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.values,
          backgroundColor: kind === 'line' ? `${s.color}33` : s.color,
          borderColor: s.color,
          borderWidth: kind === 'line' ? 2 : 0,
          pointRadius: kind === 'line' ? (labels.length > 60 ? 0 : 2) : undefined,
          fill: kind === 'line',
          spanGaps: true,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: { x: { ticks: { maxRotation: 0, autoSkip: true } } },
      },
    };
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [kind, JSON.stringify(labels), JSON.stringify(series), horizontal]);
  return (
    <div class="chart" data-chart={id}>
      <canvas ref={canvas} role="img" aria-label={title} id={`chart-${id}`} />
    </div>
  );
}
