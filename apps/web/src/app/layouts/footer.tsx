import { SHOP_CATEGORIES } from '@toko/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// Two category links, named as the header names them (one name for one place).
const FOOTER_CATEGORIES = SHOP_CATEGORIES.filter((c) => c.slug === 'sofas' || c.slug === 'electronics');

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-sm text-stone-600 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">Toko</p>
          <p className="mt-2">Furnitur dan elektronik pilihan untuk setiap rumah di Indonesia.</p>
        </div>
        <FooterColumn
          title="Belanja"
          links={[
            ['/products', 'Semua Produk'],
            ...FOOTER_CATEGORIES.map((c): [string, string] => [`/${c.slug}`, c.nav]),
          ]}
        />
        <FooterColumn title="Bantuan" links={[['/account/faq', 'Pusat Bantuan']]}>
          <p>Pembayaran: transfer bank BCA, BNI, Mandiri</p>
        </FooterColumn>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} Toko
      </p>
    </footer>
  );
}

function FooterColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: [to: string, label: string][];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-stone-800">{title}</p>
      {links.map(([to, label]) => (
        <Link key={to} to={to} className="hover:text-brand-700">
          {label}
        </Link>
      ))}
      {children}
    </div>
  );
}
