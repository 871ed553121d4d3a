import { Plus, Trash2, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { Field } from '../../../../components/ui/input.tsx';
import type { ProductFormApi } from './values.ts';

const NEW_COLOR = '#7c4a21';

/** Title/value rows (Warna: Abu-abu), each with an optional colour swatch. */
export function AttributesSection({ form }: { form: ProductFormApi }) {
  const rows = useFieldArray({ control: form.control, name: 'attributes' });
  const colors = useWatch({ control: form.control, name: 'attributes' }) ?? [];
  const errors = form.formState.errors.attributes;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-stone-800">Atribut</legend>
      {rows.fields.length === 0 ? <p className="text-sm text-stone-500">Belum ada atribut.</p> : null}
      {rows.fields.map((row, i) => {
        const color = colors[i]?.color ?? '';
        return (
          <div
            key={row.id}
            className="grid grid-cols-[1fr_auto] gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_auto_auto]"
          >
            <Field
              label={`Judul atribut ${i + 1}`}
              placeholder="Warna"
              {...form.register(`attributes.${i}.title`)}
              error={errors?.[i]?.title?.message}
            />
            <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
              <Field
                label={`Nilai atribut ${i + 1}`}
                placeholder="Abu-abu"
                {...form.register(`attributes.${i}.value`)}
                error={errors?.[i]?.value?.message}
              />
            </div>
            <div className="col-span-2 row-start-3 flex items-end gap-2 sm:col-span-1 sm:row-start-auto">
              {color === '' ? (
                <Button variant="outline" onClick={() => form.setValue(`attributes.${i}.color`, NEW_COLOR)}>
                  Tambah warna
                </Button>
              ) : (
                <>
                  <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
                    Warna
                    <input
                      type="color"
                      {...form.register(`attributes.${i}.color`)}
                      className="h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
                    />
                  </label>
                  <IconButton
                    label={`Hapus warna atribut ${i + 1}`}
                    onClick={() => form.setValue(`attributes.${i}.color`, '')}
                  >
                    <X className="size-4" aria-hidden />
                  </IconButton>
                </>
              )}
            </div>
            <div className="col-start-2 row-start-1 flex items-end sm:col-start-auto sm:row-start-auto">
              <IconButton label={`Hapus atribut ${i + 1}`} tone="danger" onClick={() => rows.remove(i)}>
                <Trash2 className="size-4" aria-hidden />
              </IconButton>
            </div>
          </div>
        );
      })}
      <div>
        <Button variant="outline" onClick={() => rows.append({ title: '', value: '', color: '' })}>
          <Plus className="size-4" aria-hidden />
          Tambah atribut
        </Button>
      </div>
    </fieldset>
  );
}
