import type { Product } from '@toko/shared';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@toko/shared/catalog-admin';
import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { Field } from '../../../../components/ui/input.tsx';
import { ProductThumb } from '../../../../components/ui/product-thumb.tsx';
import type { ProductFormApi } from './values.ts';

export interface NewImage {
  key: number;
  file: File;
  preview: string;
}

/** The images the save sends: files to upload and ids of current images to delete. */
export interface ImageChanges {
  added: NewImage[];
  removed: Set<number>;
}

let nextKey = 1;

/** The files a pick adds, and why any of them was refused (type, size, the 8-image limit). */
export function checkFiles(files: File[], alreadyThere: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name}: hanya gambar JPEG, PNG, WebP atau AVIF`);
    } else if (file.size > MAX_IMAGE_BYTES) {
      problems.push(`${file.name}: lebih dari 5 MB`);
    } else if (alreadyThere + accepted.length >= MAX_PRODUCT_IMAGES) {
      problems.push(`${file.name}: satu produk paling banyak ${MAX_PRODUCT_IMAGES} gambar`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

/** Files are not form values: the images' own state, which the form reads when it saves. */
export function useImageChanges(): [ImageChanges, (next: (c: ImageChanges) => ImageChanges) => void] {
  const [changes, setChanges] = useState<ImageChanges>(() => ({ added: [], removed: new Set() }));
  // Previews are object URLs: free them when the form goes.
  const previews = useRef<string[]>([]);
  previews.current = changes.added.map((a) => a.preview);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  return [changes, setChanges];
}

/** The main image URL, the current images (each can be marked for removal) and new uploads. */
export function ImagesSection({
  form,
  product,
  changes,
  onChange,
}: {
  form: ProductFormApi;
  product: Product | null;
  changes: ImageChanges;
  onChange: (next: (c: ImageChanges) => ImageChanges) => void;
}) {
  const [problems, setProblems] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const existing = product?.images ?? [];
  const { added, removed } = changes;
  const imageCount = existing.filter((i) => !removed.has(i.id)).length + added.length;
  // The server names an image problem (an unreadable file) by the path 'images', which is no form value.
  const serverError = (form.formState.errors as Record<string, { message?: string } | undefined>).images
    ?.message;

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const { accepted, problems: refused } = checkFiles(Array.from(files), imageCount);
    const fresh = accepted.map((file) => ({ key: nextKey++, file, preview: URL.createObjectURL(file) }));
    onChange((c) => ({ ...c, added: [...c.added, ...fresh] }));
    setProblems(refused.join('. '));
    if (fileInput.current) fileInput.current.value = '';
  };

  const dropNew = (key: number) =>
    onChange((c) => ({
      ...c,
      added: c.added.filter((a) => {
        if (a.key === key) URL.revokeObjectURL(a.preview);
        return a.key !== key;
      }),
    }));

  const toggleExisting = (id: number) =>
    onChange((c) => {
      const next = new Set(c.removed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { ...c, removed: next };
    });

  const full = imageCount >= MAX_PRODUCT_IMAGES;
  const shownError = problems || serverError;
  return (
    <section aria-label="Gambar" className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold text-stone-800">
        Gambar ({imageCount}/{MAX_PRODUCT_IMAGES})
      </h2>
      <Field
        label="URL gambar utama"
        type="url"
        placeholder="https://..."
        {...form.register('thumbnail_url')}
        error={form.formState.errors.thumbnail_url?.message}
        hint="Opsional; gambar yang diunggah tampil lebih dulu"
      />
      {existing.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="Gambar saat ini">
          {existing.map((img, i) => {
            const gone = removed.has(img.id);
            return (
              <li key={img.id} className="relative">
                <div className={gone ? 'opacity-30' : ''}>
                  <ProductThumb
                    src={img.image_url}
                    alt={`Gambar ${i + 1}`}
                    className="size-22"
                    missing="text"
                  />
                </div>
                <IconButton
                  label={gone ? `Batal hapus gambar ${i + 1}` : `Hapus gambar ${i + 1}`}
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
        <ul className="grid grid-cols-3 gap-2" aria-label="Gambar baru">
          {added.map((img) => (
            <li key={img.key} className="relative">
              <img
                src={img.preview}
                alt={`Pratinjau ${img.file.name}`}
                className="size-[88px] rounded-lg border border-stone-200 object-cover"
              />
              <IconButton
                label={`Hapus ${img.file.name}`}
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
            full ? 'pointer-events-none opacity-50' : ''
          }`}
        >
          <ImagePlus className="size-6" aria-hidden />
          Unggah gambar
          <span className="text-xs text-stone-500">JPEG, PNG, WebP atau AVIF, maks. 5 MB per file</span>
        </label>
        <input
          id={uploadId}
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          className="sr-only"
          disabled={full}
          onChange={(e) => addFiles(e.target.files)}
        />
        {shownError ? (
          <p role="alert" className="mt-2 text-xs text-red-600">
            {shownError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
