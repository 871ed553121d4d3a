import { EMAIL_PREFERENCE_KINDS, OUTBOX_KIND_LABEL } from '@toko/shared';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/**
 * 'Notifikasi Email' in the profile: each kind of message on or off by email, saved as it is ticked.
 * The bell in the header shows every kind either way; a password reset link is always sent.
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  return (
    <SectionCard title="Notifikasi Email">
      <p className="mb-3 text-sm text-stone-600">
        Pilih kabar yang dikirim ke email kamu. Semua kabar tetap tampil di lonceng Notifikasi.
      </p>
      <QueryState query={preferences}>
        {(data) => (
          <fieldset className="flex flex-col gap-2" disabled={update.isPending}>
            <legend className="sr-only">Kabar lewat email</legend>
            {EMAIL_PREFERENCE_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={data.email[kind]}
                  onChange={(e) =>
                    update.mutate(
                      { email: { [kind]: e.target.checked } },
                      {
                        onSuccess: () => toast.success('Pilihan email disimpan'),
                        onError: (err) => toast.error(`Gagal menyimpan pilihan: ${errorMessage(err)}`),
                      },
                    )
                  }
                />
                {OUTBOX_KIND_LABEL[kind]}
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
    </SectionCard>
  );
}
