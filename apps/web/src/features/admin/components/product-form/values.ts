import type { AdminProduct, ProductFields, ProductStatus } from '@toko/shared';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@toko/shared/catalog-admin';
import type { UseFormReturn } from 'react-hook-form';
import { moneyText } from '../../../../components/ui/money-input.tsx';

/**
 * What the product form holds while the admin types: text as typed (the shared ProductFieldsSchema
 * reads it, as the server reads the same text from multipart), the two flags, and the attribute rows
 * ('' as colour means none).
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  original_price: string;
  stock: string;
  /** Aktif, Draf or Arsip (ADR 085). */
  status: ProductStatus;
  /** 'Batas stok menipis'; '' means the default of 10. */
  low_stock_threshold: string;
  /** 'Maks. pembelian'; '' means automatic (ADR 051). */
  max_purchase: string;
  /** Sizes for the shipping cost (ADR 073); '' means not known. */
  weight_gram: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  category_id: string;
  product_type_id: string;
  thumbnail_url: string;
  badge: string;
  info_text: string;
  label: boolean;
  free_shipping: boolean;
  attributes: { title: string; value: string; color: string }[];
}

/** The form as a section sees it (register, errors, watched values). */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFields>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function initialValues(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: moneyText(product?.price),
    original_price: moneyText(product?.original_price),
    stock: text(product?.stock),
    status: product?.status ?? 'active',
    low_stock_threshold: text(product?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    max_purchase: text(product?.max_purchase),
    weight_gram: text(product?.weight_gram),
    length_cm: text(product?.length_cm),
    width_cm: text(product?.width_cm),
    height_cm: text(product?.height_cm),
    category_id: text(product?.category_id),
    product_type_id: text(product?.product_type_id),
    thumbnail_url: product?.main_image_url ?? '',
    badge: product?.badge ?? '',
    info_text: product?.info_text ?? '',
    label: product?.label ?? false,
    free_shipping: product?.free_shipping ?? false,
    attributes: (product?.attributes ?? []).map((a) => ({
      title: a.title,
      value: a.value,
      color: a.color ?? '',
    })),
  };
}

/** What the price and stock fields say when the product's variants set them (ADR 090). */
export const VARIANT_HINT = {
  price: "Mengikuti harga varian terendah; ubah di bagian 'Varian'.",
  stock: "Jumlah stok semua varian; ubah di bagian 'Varian'.",
} as const;
