// A product's variants as a shopper meets them (ADR 090). Kept apart from variants.ts and its zod
// schemas: the product page imports these alone, and zod would come with them into its first download.

/** How a variant is named to a person: its values in option order, 'Abu / 3 dudukan'. */
export const variantLabel = (values: readonly string[]) => values.join(' / ');

/**
 * The variant a shopper's chosen values name, if any. Chips on the product page choose one value per
 * option; a combination the shop does not have is no variant.
 */
export function findVariant<V extends { option_values: string[] }>(
  variants: readonly V[],
  chosen: readonly (string | undefined)[],
): V | undefined {
  return variants.find((v) => v.option_values.every((value, i) => chosen[i] === value));
}
