/**
 * One figure of a summary (inside a <dl>): a small label over the value. The value is a size smaller on a
 * phone so a rupiah amount such as 'Rp 1.500.000' fits a half-width tile whole instead of breaking.
 */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words sm:text-base">{value}</dd>
    </div>
  );
}
