import { type OrderNoteBody, OrderNoteBodySchema } from '@toko/shared';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes.ts';

/**
 * 'Catatan Internal' of an order: what the shop noted about it, with who and when, and a note to add.
 * The customer never sees these (the API answers them to the owner only).
 */
export function OrderNotes({ orderId }: { orderId: number }) {
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote();
  const form = useZodForm<OrderNoteBody>(OrderNoteBodySchema, { body: '' });
  return (
    <section aria-labelledby={`order-notes-${orderId}`} className="flex flex-col gap-2">
      <h3 id={`order-notes-${orderId}`} className="font-semibold">
        Catatan Internal
      </h3>
      {notes.isError ? (
        <p role="alert" className="text-red-700">
          Catatan gagal dimuat.
        </p>
      ) : notes.data?.length === 0 ? (
        <p className="text-stone-500">Belum ada catatan. Catatan hanya terlihat oleh toko.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {notes.data?.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
              <p className="whitespace-pre-line text-stone-900">{n.body}</p>
              <p className="mt-1 text-xs text-stone-600">
                {n.author?.fullname ?? 'Akun terhapus'} · {formatDate(n.created_at, 'DD MMM YYYY - HH:mm')}{' '}
                WIB
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form
        form={form}
        aria-label="Tambah catatan"
        onSubmit={(body) => add.mutateAsync({ orderId, body: body.body })}
        success="Catatan ditambahkan"
        failure="Gagal menambah catatan"
        onSuccess={() => form.reset({ body: '' })}
      >
        <Textarea
          label="Catatan baru"
          rows={2}
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <SubmitButton className="self-end">Tambah Catatan</SubmitButton>
      </Form>
    </section>
  );
}
