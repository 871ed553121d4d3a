import { code128Widths } from '../../lib/code128.ts';

/** Light modules each side: the standard's minimum, so a scanner finds where the bars start. */
const QUIET_ZONE = 10;

/**
 * A Code 128 barcode as plain SVG (it renders on the server and prints sharp at any size), the text
 * under it for a person. The bars stretch to the width they are given; `height` is the bars' height in
 * CSS pixels. A value Code 128 B cannot hold shows its text only.
 */
export function Barcode({
  value,
  height = 56,
  className = '',
}: {
  value: string;
  height?: number;
  className?: string;
}) {
  const bars = barsOf(value);
  return (
    <div className={`flex flex-col items-center gap-1 ${className}`}>
      {bars ? (
        <svg
          role="img"
          aria-label={`Barcode ${value}`}
          viewBox={`0 0 ${bars.width} ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          shapeRendering="crispEdges"
          className="block bg-white"
        >
          {bars.rects.map((r, i) => (
            <rect key={i} x={r.x} y={0} width={r.width} height={height} fill="#000" />
          ))}
        </svg>
      ) : null}
      <span className="font-mono text-xs tracking-widest" aria-hidden={bars ? true : undefined}>
        {value}
      </span>
    </div>
  );
}

/** The dark bars of `value` (x and width in modules) and the whole width with quiet zones; null if unencodable. */
function barsOf(value: string) {
  let widths: number[];
  try {
    widths = code128Widths(value);
  } catch {
    return null;
  }
  const rects: { x: number; width: number }[] = [];
  let x = QUIET_ZONE;
  widths.forEach((width, i) => {
    if (i % 2 === 0) rects.push({ x, width });
    x += width;
  });
  return { rects, width: x + QUIET_ZONE };
}
