import { ChangePasswordBodySchema, ProfileBodySchema, type User } from '@toko/shared';
import { AUTH_TEXT } from '@toko/shared/constants';
import { useId } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field, inputClass } from '../../../components/ui/input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useProfile } from '../api/profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountPage } from '../components/account-page.tsx';
import { EmailPreferencesCard } from '../components/email-preferences.tsx';

/** The stored number is 62...; the form shows the part after the fixed +62. */
export function localPart(phone: string | null): string {
  return (phone ?? '').replace(/\D/g, '').replace(/^62/, '');
}

/** 'Profil Pengguna' (docs/product.md 2.7): name editable, email read-only, phone with a fixed +62. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <AccountPage title="Profil Pengguna" className="max-w-xl">
      <QueryState query={profile}>{(user) => <ProfileForm key={user.id} user={user} />}</QueryState>
      <PasswordForm />
      <EmailPreferencesCard />
    </AccountPage>
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
  const update = useUpdateProfile();
  const phoneId = useId();
  // The phone field holds what is typed after the fixed +62; the shared schema reads it into 62...
  const form = useZodForm(ProfileBodySchema, {
    fullname: user.fullname,
    phone_number: localPart(user.phone_number),
    email: user.email,
  });
  const phoneError = form.formState.errors.phone_number?.message;
  return (
    <Form
      form={form}
      aria-label="Profil Pengguna"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      onSubmit={(body) => update.mutateAsync({ ...body, email: user.email })}
      success="Profile updated successfully"
      // docs/product.md 8: the server's message, or else 'Login failed' (sic).
      failure={(err) => (err instanceof ApiError ? err.message : 'Login failed')}
    >
      <Field
        label="Nama Lengkap"
        autoComplete="name"
        {...form.register('fullname')}
        error={form.formState.errors.fullname?.message}
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
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="81234567890"
            maxLength={25}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${phoneId}-error` : undefined}
            {...form.register('phone_number')}
            className={`${inputClass} rounded-l-none`}
          />
        </div>
        {phoneError ? (
          <p id={`${phoneId}-error`} className="text-xs text-red-600">
            {phoneError}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton>Simpan Perubahan</SubmitButton>
      </div>
    </Form>
  );
}
