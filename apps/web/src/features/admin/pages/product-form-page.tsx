import { discountPercent, type Product, parseRupiah } from '@toko/shared';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_FORM_TEXT,
  ProductFieldsSchema,
} from '@toko/shared/catalog-admin';
import { ArrowLeft, ImagePlus, Plus, RotateCcw, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCategories } from '../api/categories.ts';
import { useProduct } from '../api/product.ts';
import { useProductTypes } from '../api/product-types.ts';
import { useSaveProduct } from '../api/save-product.ts';

interface Values {
  name: string;
  description: string;
  price: string;
  original_price: string;
  stock: string;
  category_id: string;
  product_type_id: string;
  thumbnail_url: string;
  badge: string;
  info_text: string;
  label: boolean;
  free_shipping: boolean;
}

interface AttributeRow {
  key: number;
  title: string;
  value: string;
  color: string | null;
}

interface NewImage {
  key: number;
  file: File;
  preview: string;
}

type Errors = Record<string, string>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function initialValues(product: Product | null): Values {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: moneyText(product?.price),
    original_price: moneyText(product?.original_price),
    stock: text(product?.stock),
    category_id: text(product?.category_id),
    product_type_id: text(product?.product_type_id),
    thumbnail_url: product?.main_image_url ?? '',
    badge: product?.badge ?? '',
    info_text: product?.info_text ?? '',
    label: product?.label ?? false,
    free_shipping: product?.free_shipping ?? false,
  };
}

let nextKey = 1;

/** The discount the shop will show, worked out from the two prices as the admin types them. */
function discountHint(price: string, originalPrice: string): string {
  const amount = parseRupiah(price);
  const original = parseRupiah(originalPrice);
  const percent = amount !== null && original !== null ? discountPercent(amount, original) : null;
  return percent !== null && Number.isFinite(percent)
    ? `Shoppers see a ${percent}% discount`
    : 'Before the discount; leave empty if none';
}

/** The create/edit form (spec 2.8 product form, 4 and 5): fields, images and attributes. */
function ProductForm({ product }: { product: Product | null }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const types = useProductTypes();
  const save = useSaveProduct();
  const [values, setValues] = useState<Values>(() => initialValues(product));
  const [attributes, setAttributes] = useState<AttributeRow[]>(() =>
    (product?.attributes ?? []).map((a) => ({
      key: nextKey++,
      title: a.title,
      value: a.value,
      color: a.color,
    })),
  );
  const [removed, setRemoved] = useState<Set<number>>(() => new Set());
  const [added, setAdded] = useState<NewImage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();

  // Previews are object URLs: free them when they go.
  const previews = useRef<string[]>([]);
  previews.current = added.map((a) => a.preview);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const set =
    <K extends keyof Values>(key: K) =>
    (e: { target: { value: string; checked?: boolean } }) =>
      setValues((v) => ({
        ...v,
        [key]: typeof v[key] === 'boolean' ? Boolean(e.target.checked) : e.target.value,
      }));

  const existing = product?.images ?? [];
  const imageCount = existing.filter((i) => !removed.has(i.id)).length + added.length;

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const accepted: NewImage[] = [];
    const problems: string[] = [];
    for (const file of Array.from(files)) {
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        problems.push(`${file.name}: only JPEG, PNG, WebP or AVIF images`);
      } else if (file.size > MAX_IMAGE_BYTES) {
        problems.push(`${file.name}: larger than 5 MB`);
      } else if (imageCount + accepted.length >= MAX_PRODUCT_IMAGES) {
        problems.push(`${file.name}: a product can have at most ${MAX_PRODUCT_IMAGES} images`);
      } else {
        accepted.push({ key: nextKey++, file, preview: URL.createObjectURL(file) });
      }
    }
    setAdded((a) => [...a, ...accepted]);
    setErrors(({ images: _old, ...rest }) =>
      problems.length ? { ...rest, images: problems.join('. ') } : rest,
    );
    if (fileInput.current) fileInput.current.value = '';
  };

  const dropNew = (key: number) =>
    setAdded((list) =>
      list.filter((a) => {
        if (a.key === key) URL.revokeObjectURL(a.preview);
        return a.key !== key;
      }),
    );

  const toggleExisting = (id: number) =>
    setRemoved((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setAttribute = (key: number, change: Partial<AttributeRow>) =>
    setAttributes((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const attributeList = attributes.map((a) => ({ title: a.title, value: a.value, color: a.color ?? '' }));
    const checked = ProductFieldsSchema.safeParse({
      ...values,
      label: String(values.label),
      free_shipping: String(values.free_shipping),
      attributes: attributeList,
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    // Prices go out as whole rupiah ('1.250.000' typed, 1250000 sent); an empty original price clears it.
    const sent = {
      ...values,
      price: String(checked.data.price),
      original_price: checked.data.original_price == null ? '' : String(checked.data.original_price),
    };
    for (const [key, value] of Object.entries(sent)) form.append(key, String(value).trim());
    form.append('attributes', JSON.stringify(attributeList));
    if (product) form.append('deleteImages', JSON.stringify([...removed]));
    for (const image of added) form.append('images', image.file, image.file.name);
    try {
      await save.mutateAsync({ id: product?.id, form });
      // Only now, with the server's answer (DESIGN 5: no toast before the server has answered).
      toast.success(product ? PRODUCT_FORM_TEXT.updated : PRODUCT_FORM_TEXT.created);
      navigate('/dashboard/products');
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length) {
        setErrors(Object.fromEntries(err.errors.map((x) => [x.path, x.message])));
      }
      toast.error(`Failed to save product: ${errorMessage(err)}`);
    }
  };

  const discard = () => {
    toast(PRODUCT_FORM_TEXT.discarded);
    navigate('/dashboard/products');
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 lg:col-span-2">
        <Field
          label="Name *"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={200}
        />
        <Textarea
          label="Description"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          rows={5}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <MoneyInput
            label="Price (Rp) *"
            value={values.price}
            onChange={set('price')}
            error={errors.price}
          />
          <MoneyInput
            label="Original price (Rp)"
            value={values.original_price}
            onChange={set('original_price')}
            error={errors.original_price}
            hint={discountHint(values.price, values.original_price)}
          />
          <Select
            label="Category *"
            value={values.category_id}
            onChange={set('category_id')}
            error={errors.category_id}
          >
            <option value="">Choose a category</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          <Field
            label="Stock *"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stock}
            onChange={set('stock')}
            error={errors.stock}
          />
          <Select label="Product type" value={values.product_type_id} onChange={set('product_type_id')}>
            <option value="">None</option>
            {types.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
          <Field
            label="Badge"
            value={values.badge}
            onChange={set('badge')}
            error={errors.badge}
            maxLength={30}
          />
          <Field
            label="Info text"
            value={values.info_text}
            onChange={set('info_text')}
            error={errors.info_text}
            maxLength={200}
          />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={values.label}
              onChange={set('label')}
            />
            Best seller (TERLARIS)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={values.free_shipping}
              onChange={set('free_shipping')}
            />
            Free shipping (GRATIS ONGKIR)
          </label>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-stone-800">Attributes</legend>
          {attributes.length === 0 ? <p className="text-sm text-stone-500">No attributes yet.</p> : null}
          {attributes.map((a, i) => (
            <div
              key={a.key}
              className="grid grid-cols-[1fr_auto] gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_auto_auto]"
            >
              <Field
                label={`Attribute ${i + 1} title`}
                placeholder="Warna"
                value={a.title}
                onChange={(e) => setAttribute(a.key, { title: e.target.value })}
                error={errors[`attributes.${i}.title`]}
              />
              <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
                <Field
                  label={`Attribute ${i + 1} value`}
                  placeholder="Abu-abu"
                  value={a.value}
                  onChange={(e) => setAttribute(a.key, { value: e.target.value })}
                  error={errors[`attributes.${i}.value`]}
                />
              </div>
              <div className="col-span-2 row-start-3 flex items-end gap-2 sm:col-span-1 sm:row-start-auto">
                {a.color === null ? (
                  <Button variant="outline" onClick={() => setAttribute(a.key, { color: '#7c4a21' })}>
                    Add color
                  </Button>
                ) : (
                  <>
                    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
                      Color
                      <input
                        type="color"
                        value={a.color}
                        onChange={(e) => setAttribute(a.key, { color: e.target.value })}
                        className="h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
                      />
                    </label>
                    <IconButton
                      label={`Remove color of attribute ${i + 1}`}
                      onClick={() => setAttribute(a.key, { color: null })}
                    >
                      <X className="size-4" aria-hidden />
                    </IconButton>
                  </>
                )}
              </div>
              <div className="col-start-2 row-start-1 flex items-end sm:col-start-auto sm:row-start-auto">
                <IconButton
                  label={`Remove attribute ${i + 1}`}
                  tone="danger"
                  onClick={() => setAttributes((rows) => rows.filter((r) => r.key !== a.key))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
            </div>
          ))}
          <div>
            <Button
              variant="outline"
              onClick={() =>
                setAttributes((rows) => [...rows, { key: nextKey++, title: '', value: '', color: null }])
              }
            >
              <Plus className="size-4" aria-hidden />
              Add attribute
            </Button>
          </div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-stone-800">
          Images ({imageCount}/{MAX_PRODUCT_IMAGES})
        </h2>
        <Field
          label="Main image URL"
          type="url"
          placeholder="https://..."
          value={values.thumbnail_url}
          onChange={set('thumbnail_url')}
          error={errors.thumbnail_url}
          hint="Optional; uploaded images are shown first"
        />
        {existing.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2" aria-label="Current images">
            {existing.map((img, i) => {
              const gone = removed.has(img.id);
              return (
                <li key={img.id} className="relative">
                  <div className={gone ? 'opacity-30' : ''}>
                    <ProductThumb
                      src={img.image_url}
                      alt={`Image ${i + 1}`}
                      className="size-22"
                      missing="text"
                    />
                  </div>
                  <IconButton
                    label={gone ? `Keep image ${i + 1}` : `Remove image ${i + 1}`}
                    tone={gone ? 'default' : 'danger'}
                    className="absolute top-1 right-1 size-7 bg-white/90 shadow"
                    onClick={() => toggleExisting(img.id)}
                  >
                    {gone ? (
                      <RotateCcw className="size-3.5" aria-hidden />
                    ) : (
                      <X className="size-3.5" aria-hidden />
                    )}
                  </IconButton>
                </li>
              );
            })}
          </ul>
        ) : null}
        {added.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2" aria-label="New images">
            {added.map((img) => (
              <li key={img.key} className="relative">
                <img
                  src={img.preview}
                  alt={`Preview of ${img.file.name}`}
                  className="size-[88px] rounded-lg border border-stone-200 object-cover"
                />
                <IconButton
                  label={`Remove ${img.file.name}`}
                  tone="danger"
                  className="absolute top-1 right-1 size-7 bg-white/90 shadow"
                  onClick={() => dropNew(img.key)}
                >
                  <X className="size-3.5" aria-hidden />
                </IconButton>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <label
            htmlFor={uploadId}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600 hover:border-brand-500 hover:text-brand-700 ${
              imageCount >= MAX_PRODUCT_IMAGES ? 'pointer-events-none opacity-50' : ''
            }`}
          >
            <ImagePlus className="size-6" aria-hidden />
            Upload images
            <span className="text-xs text-stone-500">JPEG, PNG, WebP or AVIF, up to 5 MB each</span>
          </label>
          <input
            id={uploadId}
            ref={fileInput}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple
            className="sr-only"
            disabled={imageCount >= MAX_PRODUCT_IMAGES}
            onChange={(e) => addFiles(e.target.files)}
          />
          {errors.images ? (
            <p role="alert" className="mt-2 text-xs text-red-600">
              {errors.images}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-span-3">
        <Button variant="outline" onClick={discard} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {product ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/products/create (a new product) and /dashboard/products/{slug} (edit that product). */
export default function ProductFormPage() {
  const { slug = 'create' } = useParams();
  const creating = slug === 'create';
  const product = useProduct(slug, !creating);

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard/products"
          aria-label="Back to products"
          className="inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="text-2xl font-bold">{creating ? 'Add Product' : 'Edit Product'}</h1>
      </div>
      {creating ? (
        <ProductForm product={null} />
      ) : product.isError ? (
        product.error instanceof ApiError && product.error.status === 404 ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
            Product not found
          </p>
        ) : (
          <ErrorText error={product.error} />
        )
      ) : !product.data ? (
        <Spinner />
      ) : (
        <ProductForm key={product.data.id} product={product.data} />
      )}
    </div>
  );
}
