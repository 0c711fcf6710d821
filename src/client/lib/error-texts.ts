/**
 * The one Croatian table of the shop's errors, keyed by the code the API answers (src/shared/errors/codes.ts):
 * toasts, form notices and the error page all word a failure from here, never from the server's message.
 * docs/decisions/0030-one-error-vocabulary.md
 */
import { pagesWord } from '@machines/cms-edit/section-masters.js';
import type { ClientErrorCode, ErrorCode } from '@shared/errors/codes.js';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { fieldMessages as m } from '@shared/validation/messages.js';

type ErrorText = string | ((failure: Failure) => string);

const SOMETHING_WENT_WRONG = 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.';
const UNAVAILABLE = 'Usluga trenutno nije dostupna, pokušajte ponovno uskoro.';
const NOT_FOUND = 'Traženi sadržaj nije pronađen.';
const TOO_MANY = 'Previše pokušaja. Pokušajte ponovno za nekoliko trenutaka.';

function payloadOf(failure: Failure): Record<string, unknown> {
  return failure.payload && typeof failure.payload === 'object' ? (failure.payload as Record<string, unknown>) : {};
}

function lockedText(failure: Failure): string {
  const seconds = payloadOf(failure).retryAfterSeconds;
  const when = typeof seconds === 'number' && seconds > 0 ? ` za ${Math.ceil(seconds / 60)} min` : ' kasnije';
  return `Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno${when}.`;
}

/** A master still used (docs/decisions/0242): how many pages and which, and the scheduled releases holding a child. */
function masterInUseText(failure: Failure): string {
  const { pages, titles, releases } = payloadOf(failure);
  const count = typeof pages === 'number' ? pages : 0;
  const named = Array.isArray(titles) && titles.length > 0 ? ` (${titles.join(', ')})` : '';
  const where = count > 0 ? `na ${count} ${pagesWord(count)}${named}` : '';
  const scheduled = Array.isArray(releases) && releases.length > 0 ? `u zakazanom izdanju ${releases.join(', ')}` : '';
  const uses = [where, scheduled].filter(Boolean).join(' i ');
  return `Master se ne može obrisati: koristi se ${uses || 'na stranicama'}. Prvo odvojite te sekcije od mastera.`;
}

function personalisationText(failure: Failure): string {
  const field = payloadOf(failure).field;
  if (field === 'Upiši broj') return m.personalisationNumber;
  if (field === 'Upiši tekst') return m.personalisationText;
  if (field === 'Boja personalizacije') return m.personalisationColour;
  return 'Personalizacija nije ispravna.';
}

export const ERROR_TEXTS: Record<ErrorCode | ClientErrorCode, ErrorText> = {
  VALIDATION_FAILED: 'Podaci nisu ispravni.',
  INVALID_JSON: 'Podaci nisu ispravni.',
  STORE_NOT_DEFINED: 'Trgovina nije postavljena.',
  INVALID_API_KEY: 'Neispravan API ključ.',
  UNAUTHORIZED: 'Niste prijavljeni.',
  INVALID_LOGIN: 'Netočno korisničko ime ili lozinka!',
  NO_ACTIVE_USER: 'Nema aktivnog korisnika.',
  INCORRECT_OLD_PASSWORD: 'Stara lozinka nije ispravna.',
  INCORRECT_PASSWORD: 'Lozinka nije ispravna.',
  FORBIDDEN: 'Nemate pravo pristupa.',
  PERMISSION_DENIED: 'Nemate ovlasti za ovu radnju.',
  LAST_OWNER: 'Trgovina mora imati barem jednog aktivnog vlasnika.',
  NOT_FOUND,
  ROUTE_NOT_FOUND: NOT_FOUND,
  SESSION_NOT_FOUND: 'Sesija košarice ne postoji.',
  COUPON_NOT_FOUND: 'Kupon nije pronađen.',
  CONFLICT: 'Podaci su se u međuvremenu promijenili. Osvježite stranicu i pokušajte ponovno.',
  USER_EXISTS: 'Korisnik s ovom e-mail adresom već postoji.',
  CART_ARCHIVED: 'Košarica je arhivirana, molimo pokušajte ponovno.',
  SESSION_ALREADY_USED: 'Ova košarica je već naručena.',
  INSUFFICIENT_STOCK: 'Nema dovoljno proizvoda na stanju.',
  INVALID_QUANTITY: 'Količina mora biti cijeli broj veći od 0.',
  QUANTITY_LIMIT: 'Maksimalna količina proizvoda koji možete dodati u košaricu je jednaka 999',
  CONFIGURATION_NOT_SET: 'Odaberite konfiguraciju proizvoda prije dodavanja u košaricu.',
  PERSONALISATION_NOT_ALLOWED: 'Odaberi konfiguraciju prije personalizacije.',
  PERSONALISATION_INVALID: personalisationText,
  SERVICE_NOT_ADDABLE: 'Usluge se dodaju same uz personalizirane proizvode.',
  PRODUCT_NOT_PURCHASABLE: 'Odabranog proizvoda nema na stanju.',
  ITEM_NOT_IN_CART: 'Proizvod više nije u košarici.',
  COUPON_EXPIRED: 'Kupon nije valjan u ovom razdoblju.',
  VOUCHER_CODE_INVALID: 'Kod poklon bona nije ispravan: provjerite jeste li ga točno prepisali.',
  VOUCHER_NOT_FOUND: 'Poklon bon s tim kodom ne postoji.',
  VOUCHER_SPENT: 'Poklon bon je već potrošen.',
  VOUCHER_BLOCKED: 'Poklon bon je blokiran. Javite nam se ako mislite da je riječ o pogrešci.',
  VOUCHER_EXPIRED: 'Poklon bonu je istekao rok valjanosti.',
  VOUCHER_NOT_FOR_VOUCHERS: 'Poklon bonom se ne mogu platiti drugi poklon bonovi.',
  VOUCHER_BALANCE_CHANGED:
    'Stanje poklon bona se u međuvremenu promijenilo. Provjerite iznos i potvrdite narudžbu ponovno.',
  COUPON_USED_UP: 'Kupon je već iskorišten.',
  COUPON_MINIMUM_NOT_MET: 'Košarica je manja od najmanjeg iznosa za ovaj kupon.',
  COUPON_MEMBERS_ONLY: 'Kupon vrijedi samo uz člansku iskaznicu kluba.',
  COUPON_NOT_APPLICABLE: 'Kupon se ne odnosi ni na jedan proizvod u košarici.',
  COUPON_RULES_INVALID: 'Pravila kupona nisu moguća. Provjerite označeno polje.',
  COUPON_CODE_TAKEN: 'Kupon s tim kodom već postoji.',
  CMS_EMPTY_COMPONENT: 'Prazna sekcija se ne može spremiti: upišite sadržaj ili uklonite sekciju.',
  CMS_PUBLISH_CHECKS: 'Stranica ne prolazi provjere prije objave. Ispravite navedeno pa objavite.',
  CMS_NAVIGATION_STALE: 'Izbornik je u međuvremenu promijenio drugi urednik. Učitajte ga ponovno pa ponovite promjenu.',
  CMS_PAGE_STALE:
    'Stranicu je u međuvremenu spremio drugi urednik. Vaše promjene nisu spremljene, ali su i dalje ovdje: kopirajte ih, pa učitajte stranicu ponovno.',
  CMS_MASTER_STALE:
    'Master sekciju je u međuvremenu promijenio drugi urednik. Vaša promjena nije objavljena: kopirajte je, pa učitajte stranicu ponovno.',
  CMS_MASTER_NAME_REQUIRED: 'Upišite naziv mastera.',
  CMS_MASTER_NAME_TAKEN: 'Master s tim nazivom već postoji: odaberite drugi naziv.',
  CMS_MASTER_IN_USE: masterInUseText,
  CMS_FRAME_STALE:
    'Zaglavlje i podnožje je u međuvremenu promijenio drugi urednik. Učitajte ih ponovno pa ponovite promjenu.',
  CMS_SPONSOR_GROUP_NAME_REQUIRED: 'Skupina sponzora mora imati naziv: upišite ga ili uklonite skupinu.',
  CMS_LOGO_ALT_REQUIRED: 'Svaki logotip mora imati opis (alternativni tekst) za čitače zaslona.',
  CMS_SOCIAL_URL_HTTPS: 'Adresa društvene mreže mora biti puna adresa koja počinje s https://.',
  CMS_TOP_LINK_TITLE_REQUIRED: 'Svaka poveznica u traci iznad zaglavlja mora imati naziv.',
  CMS_FRAME_LINK_REQUIRED:
    'Svaka poveznica u traci i svaki logotip partnera moraju voditi nekamo: odaberite poveznicu.',
  CMS_MEDIA_UNKNOWN: 'Odabrane slike više nema u knjižnici medija. Odaberite drugu sliku.',
  CMS_RELEASE_EMPTY: 'Izdanje nema nijedne promjene: dodajte stranicu, skočni prozor ili proizvod.',
  CMS_RELEASE_MOMENT_PAST: 'Trenutak izdanja mora biti u budućnosti.',
  CMS_RELEASE_UNKNOWN_PRODUCT: 'Izdanje navodi proizvod koji trgovina nema. Provjerite odabrane proizvode.',
  CMS_RELEASE_NO_DRAFT: 'Stranica nema neobjavljenih promjena: spremite skicu pa je dodajte u izdanje.',
  CMS_RELEASE_NOT_SCHEDULED: 'Izdanje više nije zakazano: objavljeno je ili otkazano.',
  CMS_RELEASE_NOT_LIVE: 'Izdanje nije objavljeno pa se ne može vratiti.',
  CMS_RELEASE_UNKNOWN_NAVIGATION: 'Izdanje navodi izbornik koji trgovina nema. Osvježite obrazac.',
  CMS_RELEASE_NAVIGATION_NO_DRAFT:
    'Izbornik nema neobjavljenih promjena: spremite njegov nacrt u načinu uređivanja pa ga dodajte u izdanje.',
  CMS_RELEASE_UNKNOWN_MASTER: 'Master sekcija iz izdanja više ne postoji. Maknite je iz izdanja.',
  CMS_RELEASE_MASTER_UNCHANGED:
    'Master sekcija u izdanju je ista kao objavljena: promijenite njezin sadržaj ili je maknite.',
  MEMBER_CARD_FORMAT: m.memberCardFormat,
  MEMBER_CARD_INVALID: 'Unešeni barcode nije točan.',
  PAYLOAD_TOO_LARGE: 'Poslani podaci su preveliki.',
  URI_TOO_LONG: 'Adresa zahtjeva je preduga.',
  UNSUPPORTED_MEDIA_TYPE: 'Ova vrsta datoteke nije podržana.',
  RATE_LIMITED: TOO_MANY,
  INTERNAL: SOMETHING_WENT_WRONG,
  DATABASE_UNAVAILABLE: UNAVAILABLE,
  MAINTENANCE: 'Održavanje u toku, biti ćemo s Vama uskoro!',
  SERVER_BUSY: 'Trgovina je trenutno preopterećena. Pokušajte ponovno za nekoliko sekundi.',
  SEARCH_TIMEOUT: 'Pretraga trenutno traje predugo. Pokušajte ponovno ili upišite precizniji pojam.',
  ACCOUNT_LOCKED: lockedText,
  BACKOFFICE_NOT_SET_UP:
    'Pozadinski ured još nema nijednog korisnika. Na poslužitelju pokrenite: npm run admin:create -- <e-mail adresa>',
  EMAIL_NOT_VERIFIED: 'E-mail adresa još nije potvrđena. Otvorite poveznicu koju smo vam poslali e-mailom.',
  INVALID_TOKEN: 'Poveznica nije ispravna ili je istekla.',
  CAPTCHA_FAILED: 'Provjera da niste robot nije uspjela. Pokušajte ponovno.',
  CONSENT_REQUIRED: m.consentRequired,
  PASSWORDS_DO_NOT_MATCH: m.repeatPassword,
  PASSWORD_UNCHANGED: m.differentPassword,
  COUNTRY_NOT_ALLOWED: m.countryNotAllowed,
  INVALID_OIB: m.invalidOib,
  SOCIAL_LOGIN_FAILED: 'Prijava putem društvene mreže nije uspjela.',
  SOCIAL_PROVIDER_UNAVAILABLE: 'Ova prijava trenutno nije dostupna.',
  SOCIAL_EMAIL_CONFLICT: 'Račun s ovom e-mail adresom već postoji. Prijavite se lozinkom.',
  BOXNOW_ADDRESS_UNAVAILABLE:
    'Vaša adresa nije dostupna za BoxNow dostavu. Molimo odaberite drugu adresu ili drugu metodu dostave.',
  BOXNOW_LOCKER_REQUIRED: 'Molimo odaberite BoxNow lokaciju',
  BOXNOW_LOCKER_UNAVAILABLE: 'Odabrani BoxNow paketomat nije dostupan za Vašu adresu. Molimo odaberite drugu lokaciju.',
  BOXNOW_UNAVAILABLE:
    'BoxNow trenutno nije dostupan. Pokušajte ponovno za nekoliko trenutaka ili odaberite drugu metodu dostave.',
  BOXNOW_INVALID_PHONE: 'Broj mobitela za BoxNow dostavu mora biti u međunarodnom obliku, npr. +385 91 234 5678.',
  BOXNOW_COD_AMOUNT: 'Iznos pouzeća za BoxNow mora biti veći od 0 i najviše 5.000,00 €.',
  BOXNOW_ORDER_NUMBER_TAKEN: 'Za ovu narudžbu BoxNow pošiljka već postoji.',
  BOXNOW_PARCEL_NOT_CANCELLABLE: 'BoxNow pošiljka se više ne može otkazati.',
  BOXNOW_PARCEL_NOT_FOUND: 'BoxNow pošiljka nije pronađena.',
  BOXNOW_REQUEST_REJECTED: 'BoxNow je odbio zahtjev za dostavu.',
  CARD_GATEWAY_NOT_CONFIGURED: 'Plaćanje karticom trenutno nije dostupno.',
  CARD_GATEWAY_UNAVAILABLE:
    'Pristupnik za plaćanje karticom trenutno nije dostupan. Pokušajte ponovno za nekoliko minuta.',
  CARD_GATEWAY_TIMEOUT:
    'Pristupnik za plaćanje karticom nije odgovorio na vrijeme. Provjerite stanje plaćanja prije novog pokušaja.',
  CARD_GATEWAY_BAD_RESPONSE: 'Pristupnik za plaćanje karticom poslao je odgovor koji nije moguće provjeriti.',
  CARD_GATEWAY_DECLINED: 'Pristupnik za plaćanje karticom odbio je zahtjev.',
  FISCAL_RECEIPT_INVALID: 'Podaci za fiskalni račun nisu ispravni.',
  FISCAL_RECEIPT_NOT_FOUND: 'Fiskalni račun nije pronađen.',
  EINVOICE_INVALID: 'Podaci za eRačun nisu ispravni.',
  EINVOICE_NOT_FOUND: 'Narudžba nema eRačun.',
  EINVOICE_NOT_REJECTED: 'eRačun nije odbijen pa se ne šalje ponovno.',
  POST_NOT_FOUND: 'Objava nije pronađena.',
  POST_CATEGORY_NOT_FOUND: 'Kategorija objava nije pronađena.',
  POST_TAG_NOT_FOUND: 'Oznaka objava nije pronađena.',
  EVENT_NOT_FOUND: 'Događaj nije pronađen.',
  FISCAL_NOT_CONFIGURED: 'Fiskalizacija nije podešena; račun se trenutno ne može izdati.',
  CHECKOUT_DISABLED: 'Naplata trenutno nije dostupna. Pokušajte ponovno kasnije.',
  GUEST_CHECKOUT_DISABLED: 'Za nastavak kupnje prijavite se.',
  CART_EMPTY: 'Nemate proizvoda u košarici!',
  CHECKOUT_STEP_MISSING: 'Prvo dovršite prethodni korak naplate.',
  DELIVERY_NOT_REQUIRED: 'Košarica sadrži samo digitalne proizvode pa dostava nije potrebna.',
  DELIVERY_METHOD_NOT_AVAILABLE: 'Odabrani način dostave nije dostupan za Vašu adresu.',
  PICKUP_POINT_REQUIRED: 'Molimo odaberite BoxNow lokaciju',
  DELIVERY_PROVIDER_UNAVAILABLE: 'Usluga dostave trenutno nije dostupna. Pokušajte ponovno za nekoliko trenutaka.',
  PAYMENT_METHOD_REQUIRED: 'Molimo odaberite način plaćanja.',
  PAYMENT_METHOD_NOT_ALLOWED: 'Odabrani način plaćanja nije dostupan za ovu narudžbu.',
  PERSONALISATION_NOTICE_REQUIRED: 'Potvrdite da ste upoznati s time da se personalizirani proizvodi ne mogu vratiti.',
  IDEMPOTENCY_KEY_REUSED: 'Ključ zahtjeva (Idempotency-Key) već je korišten za drugu košaricu.',
  ORDER_TRANSITION_NOT_ALLOWED: 'Narudžba iz ovog statusa ne može prijeći u traženi.',
  ORDER_NOT_PAYABLE: 'Ova narudžba se ne plaća karticom ili više ne čeka plaćanje.',
  ORDER_ALREADY_WITHDRAWN: 'Od ove narudžbe ste već odustali.',
  ORDER_NOT_WITHDRAWABLE: 'Od ove narudžbe više nije moguće odustati.',
  PAYMENT_REPORT_INVALID: 'Poruka o plaćanju nije ispravna.',
  PAYLOAD_TOO_DEEP: 'Zahtjev nije ispravan.',
  ORDER_CARD_ATTEMPT_MISMATCH: 'Radnja se ne odnosi na plaćeni pokušaj plaćanja ove narudžbe. Osvježite stranicu.',
  PAYMENT_METHOD_NOT_CONFIGURED: 'Ovaj način plaćanja trenutno nije dostupan. Odaberite drugi.',
  MEMBER_CARD_PIN_WRONG: 'PIN članske iskaznice nije točan. Upišite 4 znamenke otisnute na poleđini iskaznice.',
  MEMBER_CARD_PIN_FORMAT: 'PIN članske iskaznice ima točno 4 znamenke.',
  MEMBER_CARD_TAKEN: 'Ova članska iskaznica već je povezana s drugim korisničkim računom. Javite nam se ako je vaša.',
  ORDER_ACTION_NOT_ALLOWED: 'Ova radnja nije dopuštena u trenutnom statusu narudžbe.',
  ORDER_REFUND_AMOUNT_INVALID:
    'Iznos povrata mora biti veći od nule i ne veći od naplaćenog iznosa koji još nije vraćen.',
  ORDER_TRACKING_NUMBER_REQUIRED: 'Upišite broj za praćenje pošiljke.',
  BOXNOW_WEBHOOK_INVALID: 'BoxNow poruka nije potpisana ili potpis nije ispravan.',
  ORDER_CHANGED:
    'Narudžba se u međuvremenu promijenila. Osvježite stranicu i pokušajte ponovno; ništa nije promijenjeno.',
  ORDER_LINES_INVALID: 'Odabrane stavke ili količine ne odgovaraju narudžbi.',
  ORDER_RETURN_EXCEEDS_SHIPPED: 'Ne može se vratiti više komada nego što je poslano i još nije vraćeno.',
  ORDER_REFUND_REASON_REQUIRED: 'Upišite razlog.',
  IBAN_INVALID: 'IBAN nije ispravan. Hrvatski IBAN ima 21 znak i počinje s HR.',
  IBAN_REQUIRED: 'Upišite IBAN na koji Vam vraćamo novac.',
  PRODUCT_SKU_TAKEN: 'Proizvod s ovom šifrom (SKU) već postoji.',
  PRODUCT_SLUG_TAKEN: 'Proizvod s ovom adresom (slug) već postoji.',
  PRICE_NEGATIVE: 'Cijena ne može biti manja od nule.',
  SALE_ABOVE_REGULAR: 'Akcijska cijena ne može biti veća od redovne cijene.',
  PRICE_PERIOD_INVALID: 'Kraj akcije mora biti nakon njezina početka.',
  STOCK_NEGATIVE: 'Zaliha ne može pasti ispod nule.',
  STOCK_TAKE_STALE: 'Zaliha se promijenila tijekom inventure. Učitajte stanje ponovno i prebrojite označene stavke.',
  BULK_ALREADY_UNDONE: 'Ova skupna promjena je već poništena.',
  BULK_NOTHING_CHOSEN: 'Odaberite barem jedan proizvod.',
  ACCOUNT_BLOCKED: 'Vaš korisnički račun je blokiran. Za pomoć se obratite trgovini.',
  ORDER_REFUSED_BLOCKED:
    'Narudžbu nije moguće zaprimiti jer je korisnički račun s ovom adresom e-pošte blokiran. Za pomoć se obratite trgovini.',
  DATA_REQUEST_PENDING: 'Zahtjev te vrste za ovog kupca već je otvoren. Dovršite ga prije novoga.',
  CUSTOMER_ERASED: 'Podaci ovog kupca su izbrisani; račun se više ne može mijenjati.',
  MEMBER_CARD_EXISTS: 'Iskaznica s tim brojem već postoji u registru.',
  CSV_INVALID: 'CSV datoteka ima pogrešne retke. Ispravite ih prema izvješću i pokušajte ponovno.',
  MEDIA_NOT_IMAGE: 'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).',
  MEDIA_TOO_LARGE: 'Slika je prevelika: najviše 10 MB i 50 megapiksela.',
  MEDIA_LIMIT_REACHED: 'Proizvod može imati najviše 20 slika.',
  MEDIA_ALT_REQUIRED: 'Upišite opis slike (alternativni tekst).',
  MEDIA_IN_USE: 'Slika se koristi na stranici, u sekciji ili na proizvodu: prvo je ondje zamijenite.',
  REVIEW_ALREADY_POSTED: 'Već ste napisali recenziju ovog proizvoda. Možete je urediti.',
  REVIEW_NOT_AUTHOR: 'Recenziju može urediti ili obrisati samo njezin autor.',
  REVIEW_BLOCKED: 'Vaš račun ne može pisati recenzije. Za pojašnjenje nam se javite.',
  REVIEW_CUSTOMERS_ONLY: 'Recenzije pišu kupci prijavljeni svojim računom.',
  REVIEW_INVALID: 'Uz ocjenu (1 do 5) napišite komentar od 10 do 1000 znakova.',
  NETWORK_ERROR: 'Nema veze s poslužiteljem. Provjerite internetsku vezu.',
  UNKNOWN: (failure) => byStatus(failure.status),
};

/** An answer that is not the error envelope (a proxy page, a newer server's code): worded by its status. */
function byStatus(status: number): string {
  if (status === 0) return ERROR_TEXTS.NETWORK_ERROR as string;
  if (status === 503) return UNAVAILABLE;
  if (status === 429) return TOO_MANY;
  if (status === 404) return NOT_FOUND;
  if (status >= 400 && status < 500) return ERROR_TEXTS.VALIDATION_FAILED as string;
  return SOMETHING_WENT_WRONG;
}

/** The Croatian text of a failure: a Failure a machine kept, or anything a call threw. */
export function errorText(error: unknown): string {
  const failure = isFailure(error) ? error : failureOf(error);
  const text = (ERROR_TEXTS as Record<string, ErrorText | undefined>)[failure.code];
  if (text === undefined) return byStatus(failure.status);
  return typeof text === 'function' ? text(failure) : text;
}

function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as Failure).code === 'string' &&
    typeof (value as Failure).status === 'number'
  );
}
