import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { useAdminProduct } from '../api/products.ts';
import { ProductForm } from '../components/product-form/product-form.tsx';
import { VariantsEditor } from '../components/product-variants/variants-editor.tsx';

/** /dashboard/products/create (a new product) and /dashboard/products/{slug} (edit that product). */
export default function ProductFormPage() {
  const { slug = 'create' } = useParams();
  const creating = slug === 'create';
  // Drafts and archived products too (ADR 085): the shop's own read would not find them.
  const product = useAdminProduct(slug, { enabled: !creating });

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard/products"
          aria-label="Kembali ke daftar produk"
          className="inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="text-2xl font-bold">{creating ? 'Add Product' : 'Ubah Produk'}</h1>
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
        <>
          <ProductForm key={product.data.id} product={product.data} />
          <VariantsEditor key={`variants-${product.data.id}`} product={product.data} />
        </>
      )}
    </div>
  );
}
