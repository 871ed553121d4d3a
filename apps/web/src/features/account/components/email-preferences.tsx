import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind, OUTBOX_KIND_LABEL } from '@toko/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/**
 * 'Notifikasi Email' in the profile: each kind of message on or off by email, saved as it is ticked.
 * The bell in the header shows every kind either way; a password reset link is always sent.
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const headingId = useId();
  // The box turns in the same frame as the click: the query's optimistic update lands a task later, and
  // until then React would put the controlled box back (a quick second click would then be lost).
  const [ticking, setTicking] = useState<Partial<Record<EmailPreferenceKind, boolean>>>({});
  const choose = (kind: EmailPreferenceKind, on: boolean) => {
    setTicking((t) => ({ ...t, [kind]: on }));
    update.mutate(
      { email: { [kind]: on } },
      {
        onSuccess: () => toast.success('Pilihan email disimpan'),
        onError: (err) => toast.error(`Gagal menyimpan pilihan: ${errorMessage(err)}`),
        onSettled: () =>
          setTicking(
            ({ [kind]: _settled, ...rest }) => rest as Partial<Record<EmailPreferenceKind, boolean>>,
          ),
      },
    );
  };
  return (
    // The same card as 'Ubah Password' above it.
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Notifikasi Email
      </h2>
      <p className="text-sm text-stone-600">
        Pilih kabar yang dikirim ke email kamu. Semua kabar tetap tampil di lonceng Notifikasi.
      </p>
      <QueryState query={preferences}>
        {(data) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Kabar lewat email</legend>
            {EMAIL_PREFERENCE_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={ticking[kind] ?? data.email[kind]}
                  onChange={(e) => choose(kind, e.target.checked)}
                />
                {OUTBOX_KIND_LABEL[kind]}
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
    </section>
  );
}
