import { NotFound } from '../components/not-found.tsx';

export function NotFoundPage() {
  return <NotFound to="/" label="Kembali ke Beranda" />;
}
