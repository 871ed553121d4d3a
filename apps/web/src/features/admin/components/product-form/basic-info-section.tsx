import { Field } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useCategories } from '../../api/categories.ts';
import { useProductTypes } from '../../api/product-types.ts';
import type { ProductFormApi } from './values.ts';

/** Name, description, category and type, and how the shop card presents the product. */
export function BasicInfoSection({ form }: { form: ProductFormApi }) {
  const categories = useCategories();
  const types = useProductTypes();
  const errors = form.formState.errors;
  return (
    <section aria-label="Informasi dasar" className="flex flex-col gap-4">
      <Field label="Nama *" maxLength={200} {...form.register('name')} error={errors.name?.message} />
      <Textarea
        label="Deskripsi"
        rows={5}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select label="Kategori *" {...form.register('category_id')} error={errors.category_id?.message}>
          <option value="">Pilih kategori</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select label="Jenis produk" {...form.register('product_type_id')}>
          <option value="">Tidak ada</option>
          {types.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
        <Field
          label="Label produk"
          maxLength={30}
          {...form.register('badge')}
          error={errors.badge?.message}
        />
        <Field
          label="Teks info"
          maxLength={200}
          {...form.register('info_text')}
          error={errors.info_text?.message}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('label')} />
          Terlaris (pita TERLARIS)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('free_shipping')} />
          Gratis ongkir (pita GRATIS ONGKIR)
        </label>
      </div>
    </section>
  );
}
