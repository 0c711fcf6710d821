/**
 * The store-wide audit log's vocabulary (docs/decisions/0175-store-wide-audit-log.md): what kinds of things staff
 * change, and the actions, in the back office's words. A new back-office area adds its kinds and actions here.
 */
export const AUDIT_ENTITY_KINDS = ['product', 'price', 'stock', 'media', 'bulk', 'coupon'] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];
export const AUDIT_ENTITY_TEXT: Record<AuditEntityKind, string> = {
  product: 'Proizvod',
  price: 'Cijena',
  stock: 'Zaliha',
  media: 'Slike',
  bulk: 'Skupna promjena',
  coupon: 'Kupon',
};

export const AUDIT_ACTION_TEXT: Record<string, string> = {
  'product.create': 'Proizvod izrađen',
  'product.update': 'Proizvod izmijenjen',
  'product.status': 'Status promijenjen',
  'price.plan': 'Cijena promijenjena ili zakazana',
  'price.applied': 'Zakazana cijena stupila na snagu',
  'stock.adjust': 'Zaliha ispravljena',
  'stock.take': 'Inventura',
  'media.add': 'Slika dodana',
  'media.update': 'Slike uređene',
  'media.remove': 'Slika uklonjena',
  'bulk.apply': 'Skupna promjena',
  'bulk.undo': 'Skupna promjena poništena',
  'import.apply': 'Uvoz CSV-a',
  'coupon.create': 'Kupon izrađen',
  'coupon.update': 'Kupon izmijenjen',
  'coupon.generate': 'Kodovi kupona generirani',
};

export function isAuditEntityKind(value: unknown): value is AuditEntityKind {
  return typeof value === 'string' && (AUDIT_ENTITY_KINDS as readonly string[]).includes(value);
}
