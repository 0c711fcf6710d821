/**
 * The store-wide audit log's vocabulary (docs/decisions/0175-store-wide-audit-log.md): what kinds of things staff
 * change, and the actions, in the back office's words. A new back-office area adds its kinds and actions here.
 */
export const AUDIT_ENTITY_KINDS = [
  'product',
  'price',
  'stock',
  'media',
  'bulk',
  'staff',
  'coupon',
  'einvoice',
  'review',
  'customer',
  'member_card',
  'voucher',
  'page',
  'navigation',
  'section_master',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];
export const AUDIT_ENTITY_TEXT: Record<AuditEntityKind, string> = {
  product: 'Proizvod',
  price: 'Cijena',
  stock: 'Zaliha',
  media: 'Slike',
  bulk: 'Skupna promjena',
  staff: 'Osoblje',
  coupon: 'Kupon',
  einvoice: 'eRačun',
  review: 'Recenzija',
  customer: 'Kupac',
  member_card: 'Članska iskaznica',
  voucher: 'Poklon bon',
  page: 'Stranica',
  navigation: 'Izbornik',
  section_master: 'Master sekcija',
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
  'media.upload': 'Slika dodana u knjižnicu medija',
  'media.alt': 'Opis slike promijenjen',
  'bulk.apply': 'Skupna promjena',
  'bulk.undo': 'Skupna promjena poništena',
  'import.apply': 'Uvoz CSV-a',
  'staff.invite': 'Osoba pozvana',
  'staff.role': 'Uloga promijenjena',
  'staff.deactivate': 'Osoba deaktivirana',
  'coupon.create': 'Kupon izrađen',
  'coupon.update': 'Kupon izmijenjen',
  'coupon.generate': 'Kodovi kupona generirani',
  'einvoice.resend': 'eRačun poslan ponovno',
  'review.approve': 'Recenzija odobrena',
  'review.reject': 'Recenzija odbijena',
  'review.reply': 'Odgovor na recenziju',
  'customer.block': 'Kupac blokiran',
  'customer.unblock': 'Kupac odblokiran',
  'customer.reviews_unblock': 'Kupcu ponovno dopuštene recenzije',
  'customer.export_request': 'Zatražen izvoz podataka',
  'customer.export': 'Podaci izvezeni',
  'customer.erasure_request': 'Zatraženo brisanje podataka',
  'customer.erase': 'Podaci kupca izbrisani',
  'member_card.import': 'Iskaznice uvezene',
  'member_card.cancel': 'Iskaznica poništena',
  'member_card.reissue': 'Iskaznica ponovno izdana',
  'voucher.extend': 'Rok poklon bona produljen',
  'voucher.block': 'Poklon bon blokiran',
  'voucher.unblock': 'Poklon bon odblokiran',
  'voucher.resend': 'Poklon bon ponovno poslan',
  'page.draft': 'Nacrt stranice spremljen',
  'page.discard': 'Nacrt stranice odbačen',
  'page.publish': 'Stranica objavljena',
  'page.restore': 'Verzija stranice vraćena u nacrt',
  'navigation.draft': 'Nacrt izbornika spremljen',
  'navigation.discard': 'Nacrt izbornika odbačen',
  'navigation.publish': 'Izbornik objavljen',
  'navigation.restore': 'Verzija izbornika vraćena u nacrt',
  'master.publish': 'Master sekcija objavljena',
};

/**
 * The changed fields in the back office's words, as the product form, the price, stock and image panels, bulk changes
 * and the CSV import name them. A field not here (a later one) shows its code key, never nothing.
 */
export const AUDIT_FIELD_TEXT: Readonly<Record<string, string>> = {
  name: 'Naziv',
  sku: 'Šifra (SKU)',
  slug: 'Adresa (slug)',
  format: 'Vrsta proizvoda',
  status: 'Status',
  publishAt: 'Objava zakazana za',
  shortDescription: 'Kratki opis',
  description: 'Opis',
  seoTitle: 'SEO naslov',
  seoDescription: 'SEO opis',
  regularPrice: 'Redovna cijena',
  salePrice: 'Akcijska cijena',
  memberPrice: 'Cijena za članove',
  categoryIds: 'Kategorije',
  tagIds: 'Oznake',
  attributeValueIds: 'Svojstva',
  variants: 'Varijante',
  bundleParts: 'Dijelovi paketa',
  services: 'Usluge',
  stock: 'Zaliha',
  image: 'Slika',
  images: 'Slike',
  alt: 'Opis slike (alternativni tekst)',
  reply: 'Odgovor kluba',
  blocked: 'Blokiran',
  email: 'E-pošta',
  active: 'Aktivna',
  replacedBy: 'Zamijenjena iskaznicom',
  components: 'Sekcije stranice',
};

/** A changed field's label, or its code key when the log holds a field the back office has no words for yet. */
export function auditFieldText(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_TEXT, field) ? AUDIT_FIELD_TEXT[field]! : field;
}

export function isAuditEntityKind(value: unknown): value is AuditEntityKind {
  return typeof value === 'string' && (AUDIT_ENTITY_KINDS as readonly string[]).includes(value);
}
