import { PASSWORD_MIN } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { type AuthForm, validateAuthForm } from '../validate.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const EMPTY: AuthForm = { fullname: '', email: '', phone: '', password: '', confirmPassword: '' };

/** The login/register dialog that opens over any page (docs/product.md 2.2). */
export function LoginDialog() {
  const session = useSession();
  const { open, mode } = session.loginDialog;
  const [form, setForm] = useState<AuthForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const login = useLogin();
  const register = useRegister();
  const busy = login.isPending || register.isPending;

  const set = (key: keyof AuthForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const switchMode = () => {
    setError(null);
    setForgot(false);
    session.setLoginMode(mode === 'login' ? 'register' : 'login');
  };

  const close = () => {
    setForm(EMPTY);
    setError(null);
    setForgot(false);
    session.closeLogin('dismissed');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateAuthForm(mode, form);
    setError(problem);
    if (problem) return;
    try {
      const auth =
        mode === 'login'
          ? await login.mutateAsync({ email: form.email.trim(), password: form.password })
          : await register.mutateAsync({
              fullname: form.fullname.trim(),
              email: form.email.trim(),
              password: form.password,
              ...(form.phone.trim() ? { phone_number: form.phone.trim() } : {}),
            });
      toast.success(mode === 'login' ? 'Login successful' : 'Registration successful');
      setForm(EMPTY);
      setError(null);
      session.signIn(auth);
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      toast.error(`${mode === 'login' ? 'Login failed' : 'Registration failed'}: ${message}`);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={forgot ? 'Lupa Password' : mode === 'login' ? 'Masuk' : 'Daftar Akun'}
      size="sm"
    >
      {forgot ? (
        <ForgotPasswordForm initialEmail={form.email} onBack={() => setForgot(false)} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {mode === 'register' ? (
            <Field
              label="Nama Lengkap"
              autoComplete="name"
              value={form.fullname}
              onChange={set('fullname')}
            />
          ) : null}
          <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
          {mode === 'register' ? (
            <PhoneInput
              label="Nomor HP (opsional)"
              hint="Untuk arisan dan kabar pesanan lewat WhatsApp"
              value={form.phone}
              onChange={set('phone')}
            />
          ) : null}
          <Field
            label="Password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            minLength={PASSWORD_MIN}
            value={form.password}
            onChange={set('password')}
          />
          {mode === 'login' ? (
            <button
              type="button"
              onClick={() => setForgot(true)}
              className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline"
            >
              Lupa password?
            </button>
          ) : null}
          {mode === 'register' ? (
            <Field
              label="Konfirmasi Password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN}
              value={form.confirmPassword}
              onChange={set('confirmPassword')}
            />
          ) : null}
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={busy} className="w-full">
            {mode === 'login' ? 'Login' : 'Daftar'}
          </Button>
          <p className="text-center text-sm text-stone-600">
            {mode === 'login' ? 'Belum punya akun? ' : 'Sudah punya akun? '}
            <button type="button" onClick={switchMode} className="font-medium text-brand-700 hover:underline">
              {mode === 'login' ? 'Daftar di sini' : 'Masuk di sini'}
            </button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
