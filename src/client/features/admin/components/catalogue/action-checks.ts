import type { ActionCheck } from '@machines/admin-action/admin-action.machine.js';
import { fieldErrors } from '@shared/validation/fields.js';
import { priceCents, priceFormSchema } from '@shared/validation/product-admin.js';
import { momentOf } from './format.js';

/**
 * The small forms' rules (prices planned, status, stock adjustment): the typed fields into the request, or the
 * Croatian errors of the fields; the price rules are the product form's own.
 */
const priceErrors = (values: Record<string, string>) =>
  fieldErrors(priceFormSchema, {
    regularPrice: values.regularPrice ?? '',
    salePrice: values.salePrice ?? '',
    memberPrice: values.memberPrice ?? '',
  });

export const checkPricePlan: ActionCheck = (values) => {
  const errors = priceErrors(values);
  const startsAt = momentOf(values.startsAt ?? '');
  const endsAt = momentOf(values.endsAt ?? '');
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'Kraj mora biti nakon početka.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      regularPrice: priceCents(values.regularPrice ?? '') ?? 0,
      salePrice: priceCents(values.salePrice ?? ''),
      memberPrice: priceCents(values.memberPrice ?? ''),
      startsAt,
      endsAt,
    },
  };
};

export const checkStatus: ActionCheck = (values) => {
  const status = values.status;
  if (status !== 'draft' && status !== 'published' && status !== 'archived')
    return { errors: { status: 'Odaberite status.' } };
  return { body: { status, publishAt: status === 'published' ? momentOf(values.publishAt ?? '') : null } };
};

export const checkAdjustment: ActionCheck = (values) => {
  const errors: Record<string, string> = {};
  if (!/^-?\d{1,7}$/.test((values.delta ?? '').trim()) || Number(values.delta) === 0)
    errors.delta = 'Upišite cijeli broj komada, npr. 10 za primku ili -2 za otpis.';
  if (!values.productId) errors.productId = 'Odaberite varijantu.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      productId: Number(values.productId),
      delta: Number(values.delta),
      reason: values.reason || 'correction',
      note: values.note?.trim() || null,
    },
  };
};
