import type { ReactNode } from 'react';

// The storefront's icons drawn inline (lucide's shapes), so the first page load needs no icon library.

type IconProps = { className?: string };

/** A 24-unit line drawing in the text colour, hidden from screen readers (its button or link has the name). */
export function LineIcon({
  className,
  strokeWidth = 2,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const CloseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);

export const CartIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="8" cy="21" r="1" />
    <circle cx="19" cy="21" r="1" />
    <path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12" />
  </LineIcon>
);

export const UserIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </LineIcon>
);

export const BellIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);

export const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

export const ChevronIcon = ({ side, ...p }: IconProps & { side: 'left' | 'right' }) => (
  <LineIcon {...p}>
    <path d={side === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </LineIcon>
);
