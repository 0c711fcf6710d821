import { type ProductFormValues, EMPTY_PRODUCT, priceCents } from '@shared/validation/product-admin.js';
import type { AdminProduct, ProductInput } from '../../api/catalogue.js';
import { priceText } from './format.js';

/** A saved product as the form shows it. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    ...EMPTY_PRODUCT,
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    format: product.format as ProductFormValues['format'],
    status: product.status,
    regularPrice: priceText(product.regularPrice),
    salePrice: priceText(product.salePrice),
    memberPrice: priceText(product.memberPrice),
    stock: String(product.stock),
    categoryId: product.categoryIds[0] ? String(product.categoryIds[0]) : '',
    tagIds: product.tagIds,
    attributeValueIds: product.attributeValueIds,
    sizeValueIds: [
      ...new Set(
        product.variants
          .filter((v) => v.status !== 'archived')
          .map((v) => v.sizeValueId)
          .filter((v) => v !== null),
      ),
    ],
    colourValueIds: [
      ...new Set(
        product.variants
          .filter((v) => v.status !== 'archived')
          .map((v) => v.colourValueId)
          .filter((v) => v !== null),
      ),
    ],
    bundleParts: product.bundleParts.map((p) => ({ productId: p.productId, name: p.name, quantity: p.quantity })),
    shortDescription: product.shortDescription ?? '',
    description: product.description ?? '',
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    personalisation: product.services.personalisation,
    sponsor: product.services.sponsor,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as the API takes them (the form machine checked them first). */
export function productInputOf(values: ProductFormValues, product: AdminProduct | null): ProductInput {
  const extraCategories = product ? product.categoryIds.slice(1) : [];
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    slug: values.slug.trim(),
    format: values.format,
    status: values.status,
    shortDescription: orNull(values.shortDescription),
    description: orNull(values.description),
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    regularPrice: priceCents(values.regularPrice) ?? 0,
    salePrice: priceCents(values.salePrice),
    memberPrice: priceCents(values.memberPrice),
    stock: Number(values.stock || '0'),
    categoryIds: [Number(values.categoryId), ...extraCategories.filter((id) => id !== Number(values.categoryId))],
    tagIds: values.tagIds,
    attributeValueIds: values.attributeValueIds,
    sizeValueIds: values.format === 'configurable' ? values.sizeValueIds : [],
    colourValueIds: values.format === 'configurable' ? values.colourValueIds : [],
    bundleParts:
      values.format === 'bundle'
        ? values.bundleParts.map((p) => ({ productId: p.productId, quantity: p.quantity }))
        : [],
    services: { personalisation: values.personalisation, sponsor: values.sponsor },
  };
}
