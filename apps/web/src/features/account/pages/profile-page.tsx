import { ChangePasswordBodySchema, type User } from '@toko/shared';
import { AUTH_TEXT } from '@toko/shared/constants';
import { normalizePhoneNumber } from '@toko/shared/phone';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field, inputClass } from '../../../components/ui/input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useProfile } from '../api/profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The stored number is 62...; the form shows the part after the fixed +62. */
export function localPart(phone: string | null): string {
  return (phone ?? '').replace(/\D/g, '').replace(/^62/, '');
}

/** What the customer typed after +62, as the full 62... number ('0812...' and '812...' alike). */
export function fullPhone(local: string): string {
  return local.replace(/\D/g, '') ? normalizePhoneNumber(local) : '';
}

/** 'Profil Pengguna' (spec 2.7): name editable, email read-only, phone with a fixed +62. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <section aria-labelledby="profile-title" className="max-w-xl">
      <h1 id="profile-title" className="mb-4 text-xl font-bold">
        Profil Pengguna
      </h1>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <ErrorText error={profile.error} />
      ) : (
        <ProfileForm key={profile.data.id} user={profile.data} />
      )}
      <PasswordForm />
    </section>
  );
}

/** The 'Ubah Password' form: the shared body plus the repeated new password, which must match. */
const PasswordFormSchema = ChangePasswordBodySchema.extend({
  // The form's own wording for an empty field (the shared schema's speaks of the login form).
  current_password: z.string().min(1, AUTH_TEXT.registerMissing),
  repeat: z.string().min(1, AUTH_TEXT.registerMissing),
}).refine((v) => v.new_password === v.repeat, { message: AUTH_TEXT.passwordsMismatch, path: ['repeat'] });

/** 'Ubah Password': the current password is required; this device stays logged in with the new token. */
function PasswordForm() {
  const change = useChangePassword();
  const { signIn } = useSession();
  const form = useZodForm(PasswordFormSchema, { current_password: '', new_password: '', repeat: '' });
  const error = (name: 'current_password' | 'new_password' | 'repeat') =>
    form.formState.errors[name]?.message;
  return (
    <Form
      form={form}
      aria-label="Ubah Password"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      onSubmit={({ current_password, new_password }) =>
        change.mutateAsync({ current_password, new_password })
      }
      success="Password berhasil diubah"
      failure="Gagal mengubah password"
      onSuccess={(auth) => {
        signIn(auth);
        form.reset();
      }}
    >
      <h2 className="text-lg font-bold">Ubah Password</h2>
      <PasswordField
        label="Password Saat Ini"
        {...form.register('current_password')}
        error={error('current_password')}
      />
      <PasswordField
        label="Password Baru"
        isNew
        {...form.register('new_password')}
        error={error('new_password')}
      />
      <PasswordField
        label="Ulangi Password Baru"
        isNew
        {...form.register('repeat')}
        error={error('repeat')}
      />
      <div>
        <SubmitButton>Ubah Password</SubmitButton>
      </div>
    </Form>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [fullname, setFullname] = useState(user.fullname);
  const [phone, setPhone] = useState(localPart(user.phone_number));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const phoneId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = fullPhone(phone);
    if (!fullname.trim() || !number) {
      setProblem(AUTH_TEXT.profileMissing);
      return;
    }
    setProblem(null);
    update.mutate(
      { fullname: fullname.trim(), phone_number: number, email: user.email },
      {
        onSuccess: () => toast.success('Profile updated successfully'),
        // Spec 8: the server's message, or else 'Login failed' (sic).
        onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Login failed'),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <Field
        label="Nama Lengkap"
        autoComplete="name"
        value={fullname}
        onChange={(e) => setFullname(e.target.value)}
      />
      <Field
        label="Email"
        type="email"
        value={user.email}
        readOnly
        aria-readonly
        className="bg-stone-100 text-stone-600"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={phoneId} className="text-sm font-medium text-stone-700">
          Nomor Telepon
        </label>
        <div className="flex">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-700">
            +62
          </span>
          <input
            id={phoneId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="81234567890"
            maxLength={15}
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            className={`${inputClass} rounded-l-none`}
          />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={update.isPending}>
          Simpan Perubahan
        </Button>
      </div>
    </form>
  );
}
