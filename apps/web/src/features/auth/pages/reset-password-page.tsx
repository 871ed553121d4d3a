import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useResetPassword } from '../api/reset-password.ts';

/** '/reset-password?token=...': the page the mailed link opens; a new password, then log in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem =
      password.length < PASSWORD_MIN
        ? AUTH_TEXT.passwordShort
        : password.length > PASSWORD_MAX
          ? AUTH_TEXT.passwordLong
          : password !== confirm
            ? AUTH_TEXT.passwordsMismatch
            : null;
    setError(problem);
    if (problem) return;
    reset.mutate({ token, password }, { onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">Atur Ulang Password</h1>
      {reset.isSuccess ? (
        <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
          <p role="status" className="text-sm text-emerald-800">
            {reset.data.message}
          </p>
          <Button onClick={() => session.openLogin({ mode: 'login' })}>Masuk</Button>
        </div>
      ) : !token ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {AUTH_TEXT.resetInvalid}
        </p>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <p className="text-sm text-stone-600">
            Buat password baru, minimal {PASSWORD_MIN} karakter. Setelah disimpan, semua sesi login akun ini
            berakhir.
          </p>
          <PasswordField
            isNew
            label="Password Baru"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            isNew
            label="Konfirmasi Password Baru"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={reset.isPending}>
            Simpan Password Baru
          </Button>
        </form>
      )}
    </div>
  );
}
