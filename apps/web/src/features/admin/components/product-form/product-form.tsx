import type { AdminProduct, ProductFields } from '@toko/shared';
import { PRODUCT_FORM_TEXT, ProductFieldsSchema } from '@toko/shared/catalog-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CancelButton, Form, SubmitButton, useZodForm } from '../../../../components/ui/form.tsx';
import { useSaveProduct } from '../../api/save-product.ts';
import { AttributesSection } from './attributes-section.tsx';
import { BasicInfoSection } from './basic-info-section.tsx';
import { type ImageChanges, ImagesSection, useImageChanges } from './images-section.tsx';
import { PricesSection } from './prices-section.tsx';
import { SizeSection } from './size-section.tsx';
import { StatusSection } from './status-section.tsx';
import { StockSection } from './stock-section.tsx';
import { initialValues, type ProductFormValues } from './values.ts';

/**
 * The multipart body: every field as the admin typed it (trimmed), prices as whole rupiah ('1.250.000'
 * typed, 1250000 sent; an empty original price clears it), the attributes as JSON, then the images.
 */
function toFormData(
  typed: ProductFormValues,
  checked: ProductFields,
  images: ImageChanges,
  editing: boolean,
): FormData {
  const { attributes, ...fields } = typed;
  const sent = {
    ...fields,
    price: String(checked.price),
    original_price: checked.original_price == null ? '' : String(checked.original_price),
  };
  const body = new FormData();
  for (const [key, value] of Object.entries(sent)) body.append(key, String(value).trim());
  body.append('attributes', JSON.stringify(attributes));
  if (editing) body.append('deleteImages', JSON.stringify([...images.removed]));
  for (const image of images.added) body.append('images', image.file, image.file.name);
  return body;
}

/** The create/edit form (docs/product.md 2.8 product form, 4 and 5), in sections on the one Form pattern. */
export function ProductForm({ product }: { product: AdminProduct | null }) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const form = useZodForm<ProductFields, ProductFormValues>(ProductFieldsSchema, initialValues(product));
  const [images, setImages] = useImageChanges();
  const status = useWatch({ control: form.control, name: 'status' });
  const byVariants = (product?.options.length ?? 0) > 0;

  const discard = () => {
    toast(PRODUCT_FORM_TEXT.discarded);
    navigate('/dashboard/products');
  };

  return (
    <Form
      form={form}
      onSubmit={(checked) =>
        save.mutateAsync({ id: product?.id, form: toFormData(form.getValues(), checked, images, !!product) })
      }
      // Only with the server's answer (docs/architecture.md section 5: no toast before the server has answered).
      success={product ? PRODUCT_FORM_TEXT.updated : PRODUCT_FORM_TEXT.created}
      failure="Gagal menyimpan produk"
      onSuccess={() => navigate('/dashboard/products')}
      className="grid grid-cols-1 gap-6 lg:grid-cols-3"
    >
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 lg:col-span-2">
        <BasicInfoSection form={form} />
        <PricesSection form={form} byVariants={byVariants} />
        <StockSection form={form} byVariants={byVariants} />
        <SizeSection form={form} />
        <AttributesSection form={form} />
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
        <StatusSection form={form} status={status} />
        <ImagesSection form={form} product={product} changes={images} onChange={setImages} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-span-3">
        <CancelButton onClick={discard}>Batal</CancelButton>
        <SubmitButton>{product ? 'Simpan Perubahan' : 'Simpan Produk'}</SubmitButton>
      </div>
    </Form>
  );
}
