import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { PickedItem } from '@machines/item-picker/item-picker.machine.js';
import { ItemPicker } from './ItemPicker.js';
import { pickedCategory, pickedProducts } from './picker-api.js';

/** A product carousel's filter as the panel changes it (the contract's, read loosely). */
export interface CarouselFilter {
  mainCategory?: string;
  featured?: boolean;
  onSale?: boolean;
  tag?: string;
  sort?: string;
  limit?: number;
  products?: number[];
}

/** The most products a carousel shows (the contract's limit). */
const MAX_PRODUCTS = 24;

/**
 * What a product carousel lists (docs/decisions/0248-picked-products.md): products picked one by one, in their order,
 * or, with none picked, the products of a category (and the section's other filters).
 */
export function CarouselPickers({
  sectionId,
  filter,
  onChange,
}: {
  sectionId: string;
  filter: CarouselFilter;
  onChange: (filter: CarouselFilter) => void;
}) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const ids = filter.products ?? [];
  // The pickers start from the section as it was opened: names, images and prices of what it holds.
  const opened = useQuery({
    queryKey: ['cms', 'edit', 'carousel', sectionId],
    queryFn: async () => ({
      products: await pickedProducts(api, config.apiKeyId, ids),
      category: await pickedCategory(api, filter.mainCategory),
    }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (opened.isPending) return <p>Učitavanje odabranih proizvoda…</p>;
  const start = opened.data ?? { products: [], category: [] };
  const withProducts = (chosen: PickedItem[]): CarouselFilter => {
    const { products: _, limit: __, ...rest } = filter;
    return chosen.length > 0
      ? { ...rest, products: chosen.map((p) => p.id), limit: chosen.length }
      : { ...rest, limit: 8 };
  };
  const withCategory = (chosen: PickedItem[]): CarouselFilter => {
    const { mainCategory: _, ...rest } = filter;
    return chosen[0] ? { ...rest, mainCategory: chosen[0].slug } : rest;
  };
  return (
    <>
      <ItemPicker
        kind="product"
        label="Proizvodi"
        chosen={start.products}
        max={MAX_PRODUCTS}
        onChange={(chosen) => onChange(withProducts(chosen))}
      />
      {ids.length === 0 && (
        <ItemPicker
          kind="category"
          label="Kategorija (kad nema odabranih proizvoda)"
          chosen={start.category}
          max={1}
          onChange={(chosen) => onChange(withCategory(chosen))}
        />
      )}
    </>
  );
}
