export function Spinner({ label = 'Memuat...', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-stone-500 ${className}`}>
      <span
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
