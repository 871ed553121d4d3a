/**
 * The variant of a cart or order line under its product's name (docs/decisions/090-product-variants.md):
 * 'Varian: Abu / 3 dudukan', with the SKU where the shop packs it. Nothing for a product without options.
 */
export function VariantNote({
  label,
  sku,
  className = 'block text-xs text-stone-500',
}: {
  label: string | null | undefined;
  sku?: string | null;
  className?: string;
}) {
  if (!label) return null;
  return (
    <span className={className} data-testid="variant-note">
      Varian: {label}
      {sku ? ` · SKU ${sku}` : null}
    </span>
  );
}
