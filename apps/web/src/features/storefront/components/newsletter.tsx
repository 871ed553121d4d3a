import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The newsletter box of the home page (docs/product.md 2.3); the thanks appear once the server kept the email. */
export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate(email.trim());
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Dapatkan Promo Terbaru
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-brand-100">
        Berlangganan buletin kami untuk info koleksi baru, diskon dan promo gratis ongkir.
      </p>
      {subscribe.isSuccess ? (
        <p role="status" className="mt-6 font-medium">
          {subscribe.data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Alamat email
          </label>
          <input
            id={id}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="Alamat email Anda"
            className="h-11 min-w-0 flex-1 rounded-lg border-0 bg-white px-4 text-sm text-stone-900 placeholder:text-stone-400 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            className="h-11 rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            Berlangganan
          </button>
        </form>
      )}
      {subscribe.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-100">
          {errorMessage(subscribe.error)}
        </p>
      ) : null}
    </section>
  );
}
