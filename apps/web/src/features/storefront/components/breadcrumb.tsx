import { Fragment } from 'react';
import { Link } from 'react-router';

/** 'Beranda / Sofas / Sofa Minimalis': the way back up, the page itself last (cut short when long). */
export function Breadcrumb({
  links,
  current,
  className = '',
}: {
  links: { to: string; label: string }[];
  current: string;
  className?: string;
}) {
  return (
    <nav
      aria-label="Breadcrumb"
      className={`flex min-w-0 items-center gap-1 text-sm text-stone-500 ${className}`}
    >
      {links.map((l) => (
        <Fragment key={l.to}>
          <Link to={l.to} className="shrink-0 hover:text-brand-700">
            {l.label}
          </Link>
          <span aria-hidden>/</span>
        </Fragment>
      ))}
      <span className="truncate text-stone-700">{current}</span>
    </nav>
  );
}
