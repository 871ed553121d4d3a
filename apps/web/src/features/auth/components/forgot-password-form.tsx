import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

/**
 * 'Lupa password?' inside the login dialog: the email, then the server's answer, which is the same
 * whether or not the email has an account.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError('Masukkan email akun kamu');
      return;
    }
    setError(null);
    forgot.mutate({ email: email.trim() }, { onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {forgot.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {forgot.data.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Masukkan email akun kamu. Kami kirim tautan untuk membuat password baru, berlaku 30 menit.
          </p>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={forgot.isPending} className="w-full">
            Kirim tautan
          </Button>
        </>
      )}
      <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
        Kembali ke Masuk
      </button>
    </form>
  );
}
