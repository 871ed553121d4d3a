import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';

export interface DaySales {
  date: string;
  total: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const PAD_TOP = 8;
const PAD_BOTTOM = 20;

/**
 * Sales of the last 30 days as an inline SVG bar chart (no chart library). It scales to its box, so it
 * fits a phone; each bar has a title with the day and the amount, and the figure has a text summary.
 */
export function SalesChart({ days }: { days: DaySales[] }) {
  const max = Math.max(0, ...days.map((d) => d.total));
  const total = days.reduce((n, d) => n + d.total, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? `Penjualan ${formatCalendarDate(first.date, 'DD MMM')} sampai ${formatCalendarDate(last.date, 'DD MMM YYYY')}: total ${formatRupiah(total)}`
      : 'Belum ada data penjualan';

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - PAD_BOTTOM}
          y2={HEIGHT - PAD_BOTTOM}
          className="stroke-stone-200"
          strokeWidth="1"
        />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max(d.total > 0 ? 2 : 0, (d.total / max) * plot) : 0;
          return (
            <rect
              key={d.date}
              data-testid="sales-bar"
              x={i * slot + (slot - barWidth) / 2}
              y={HEIGHT - PAD_BOTTOM - h}
              width={barWidth}
              height={h}
              rx="2"
              className={i === days.length - 1 ? 'fill-brand-700' : 'fill-brand-200'}
            >
              <title>{`${formatCalendarDate(d.date, 'DD MMM YYYY')}: ${formatRupiah(d.total)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-500">
        <span>{first ? formatCalendarDate(first.date, 'DD MMM') : ''}</span>
        <span>Total {formatRupiah(total)}</span>
        <span>{last ? formatCalendarDate(last.date, 'DD MMM') : ''}</span>
      </figcaption>
    </figure>
  );
}
