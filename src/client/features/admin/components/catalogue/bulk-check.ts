import type { BulkCheck } from '@machines/admin-bulk/admin-bulk.machine.js';
import { PRODUCT_STATUSES } from '@shared/catalogue-admin.js';
import { eurosToCents } from '@shared/money.js';

const WHOLE = /^-?\d{1,4}$/;
const EUROS = /^-?\d{1,7}(?:[.,]\d{1,2})?$/;

/** The bulk panel's fields into the change (the pressed button names its kind), or the errors of the fields. */
export function checkBulkChange(values: Record<string, string>): ReturnType<BulkCheck> {
  const kind = values.kind ?? '';
  const value = (values.value ?? '').trim();
  switch (kind) {
    case 'price': {
      const mode = values.mode === 'set' || values.mode === 'amount' ? values.mode : 'percent';
      if (mode === 'percent' && !WHOLE.test(value)) return { errors: { value: 'Upišite postotak, npr. -20.' } };
      if (mode !== 'percent' && !EUROS.test(value))
        return { errors: { value: 'Upišite iznos u eurima, npr. -5 ili 49,99.' } };
      if (mode === 'set' && value.startsWith('-')) return { errors: { value: 'Cijena ne može biti manja od nule.' } };
      return {
        change: {
          kind,
          target: values.target === 'regular' ? 'regular' : 'sale',
          mode,
          value: mode === 'percent' ? Number(value) : eurosToCents(value),
          round99: values.round99 === 'on',
        },
      };
    }
    case 'category':
    case 'tags': {
      const [addField, removeField] = kind === 'category' ? ['add', 'remove'] : ['tagAdd', 'tagRemove'];
      const add = values[addField as string] ? [Number(values[addField as string])] : [];
      const remove = values[removeField as string] ? [Number(values[removeField as string])] : [];
      if (add.length + remove.length === 0)
        return { errors: { [`${kind}-add`]: 'Odaberite što dodati ili ukloniti.' } };
      return { change: { kind, add, remove } };
    }
    case 'status':
      if (!(PRODUCT_STATUSES as readonly string[]).includes(values.status ?? ''))
        return { errors: { status: 'Odaberite status.' } };
      return { change: { kind, status: values.status } };
    case 'stock': {
      const quantity = (values.stockValue ?? '').trim();
      const set = values.stockMode === 'set';
      if (!(set ? /^\d{1,7}$/ : /^-?\d{1,7}$/).test(quantity))
        return { errors: { stockValue: 'Upišite cijeli broj komada.' } };
      return { change: { kind, mode: set ? 'set' : 'delta', value: Number(quantity) } };
    }
    default:
      return { errors: { kind: 'Odaberite promjenu.' } };
  }
}
