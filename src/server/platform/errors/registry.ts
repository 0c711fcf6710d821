import type { ErrorCode } from '@shared/errors/codes.js';

export type { ErrorCode } from '@shared/errors/codes.js';

/** What the back office answers until its first account exists: how to make one (docs/decisions/0132-no-demo-in-production.md). */
export const BACKOFFICE_NOT_SET_UP_TEXT =
  'Pozadinski ured još nema nijednog korisnika. Na poslužitelju pokrenite: npm run admin:create -- <e-mail adresa>';

/**
 * The one registry of coded errors: code -> HTTP status and the server's message. The codes come from
 * src/shared/errors/codes.ts (the storefront words each in Croatian by code, never by this message); messages the
 * spec quotes verbatim ('Cart is archived.') stay verbatim for other clients of the API.
 * docs/decisions/0030-one-error-vocabulary.md
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Request validation failed.' },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON.' },
  STORE_NOT_DEFINED: { status: 400, message: 'Store is not defined' },
  INVALID_API_KEY: { status: 401, message: 'Invalid or missing apiKey.' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized.' },
  INVALID_LOGIN: { status: 401, message: 'Unknown username or password!' },
  NO_ACTIVE_USER: { status: 401, message: 'No active user' },
  INCORRECT_OLD_PASSWORD: { status: 400, message: 'Incorrect old password.' },
  INCORRECT_PASSWORD: { status: 400, message: 'Incorrect password.' },
  FORBIDDEN: { status: 403, message: 'Nemate pravo pristupa.' },
  // Staff roles (docs/decisions/0200-staff-roles-and-permissions.md): the role lacks the route's permission.
  PERMISSION_DENIED: { status: 403, message: 'Nemate ovlasti za ovu radnju.' },
  LAST_OWNER: { status: 409, message: 'Trgovina mora imati barem jednog aktivnog vlasnika.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found.' },
  SESSION_NOT_FOUND: { status: 404, message: "Session doesn't exist" },
  COUPON_NOT_FOUND: { status: 404, message: 'Coupon not found!' },
  CONFLICT: { status: 409, message: 'Conflict.' },
  USER_EXISTS: { status: 409, message: 'User already exist.' },
  CART_ARCHIVED: { status: 409, message: 'Cart is archived.' },
  SESSION_ALREADY_USED: { status: 409, message: 'Session already used.' },
  // Cart: the spec's own Croatian texts.
  INSUFFICIENT_STOCK: { status: 409, message: 'Proizvoda nema dovoljno na stanju.' },
  // Cart (docs/spec/shop.md sections 5 and 8): the texts the storefront shows as they are.
  INVALID_QUANTITY: { status: 400, message: 'Količina mora biti cijeli broj veći od 0.' },
  QUANTITY_LIMIT: {
    status: 400,
    message: 'Maksimalna količina proizvoda koji možete dodati u košaricu je jednaka 999',
  },
  CONFIGURATION_NOT_SET: { status: 400, message: 'Odaberite konfiguraciju proizvoda prije dodavanja u košaricu.' },
  PERSONALISATION_NOT_ALLOWED: { status: 400, message: 'Odaberi konfiguraciju prije personalizacije.' },
  PERSONALISATION_INVALID: { status: 400, message: 'Personalizacija nije ispravna.' },
  SERVICE_NOT_ADDABLE: { status: 400, message: 'Usluge se dodaju same uz personalizirane proizvode.' },
  PRODUCT_NOT_PURCHASABLE: { status: 409, message: 'Odabranog proizvoda nema na stanju.' },
  ITEM_NOT_IN_CART: { status: 404, message: 'itemNotInCart' },
  COUPON_EXPIRED: { status: 409, message: 'Kupon nije valjan u ovom razdoblju.' },
  COUPON_USED_UP: { status: 409, message: 'Kupon je već iskorišten.' },
  COUPON_MINIMUM_NOT_MET: { status: 409, message: 'Košarica je manja od najmanjeg iznosa za ovaj kupon.' },
  COUPON_MEMBERS_ONLY: { status: 409, message: 'Kupon vrijedi samo uz člansku iskaznicu kluba.' },
  COUPON_NOT_APPLICABLE: { status: 409, message: 'Kupon se ne odnosi ni na jedan proizvod u košarici.' },
  COUPON_RULES_INVALID: { status: 400, message: 'Pravila kupona nisu moguća.' },
  COUPON_CODE_TAKEN: { status: 409, message: 'Kupon s tim kodom već postoji.' },
  VOUCHER_CODE_INVALID: {
    status: 400,
    message: 'Kod poklon bona nije ispravan: provjerite jeste li ga točno prepisali.',
  },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Poklon bon s tim kodom ne postoji.' },
  VOUCHER_SPENT: { status: 409, message: 'Poklon bon je već potrošen.' },
  VOUCHER_BLOCKED: {
    status: 409,
    message: 'Poklon bon je blokiran. Javite nam se ako mislite da je riječ o pogrešci.',
  },
  VOUCHER_EXPIRED: { status: 409, message: 'Poklon bonu je istekao rok valjanosti.' },
  VOUCHER_NOT_FOR_VOUCHERS: { status: 409, message: 'Poklon bonom se ne mogu platiti drugi poklon bonovi.' },
  VOUCHER_BALANCE_CHANGED: {
    status: 409,
    message: 'Stanje poklon bona se u međuvremenu promijenilo. Provjerite iznos i potvrdite narudžbu ponovno.',
  },
  CMS_EMPTY_COMPONENT: { status: 400, message: 'Prazna sekcija se ne može spremiti.' },
  CMS_PUBLISH_CHECKS: { status: 409, message: 'Stranica ne prolazi provjere prije objave.' },
  CMS_NAVIGATION_STALE: { status: 409, message: 'Izbornik je u međuvremenu promijenio drugi urednik.' },
  CMS_PAGE_STALE: { status: 409, message: 'Stranicu je u međuvremenu promijenio drugi urednik.' },
  CMS_MASTER_STALE: { status: 409, message: 'Master sekciju je u međuvremenu promijenio drugi urednik.' },
  CMS_MASTER_NAME_REQUIRED: { status: 400, message: 'Upišite naziv mastera.' },
  CMS_MASTER_NAME_TAKEN: { status: 409, message: 'Master s tim nazivom već postoji.' },
  CMS_MASTER_IN_USE: { status: 409, message: 'Master se koristi na stranicama: prvo ih odvojite od njega.' },
  CMS_FRAME_STALE: { status: 409, message: 'Zaglavlje i podnožje je u međuvremenu promijenio drugi urednik.' },
  CMS_SPONSOR_GROUP_NAME_REQUIRED: { status: 400, message: 'Skupina sponzora mora imati naziv.' },
  CMS_LOGO_ALT_REQUIRED: { status: 400, message: 'Logotip mora imati opis (alternativni tekst).' },
  CMS_SOCIAL_URL_HTTPS: { status: 400, message: 'Adresa društvene mreže mora počinjati s https://.' },
  CMS_TOP_LINK_TITLE_REQUIRED: { status: 400, message: 'Poveznica u traci mora imati naziv.' },
  CMS_FRAME_LINK_REQUIRED: { status: 400, message: 'Poveznica u traci i logotip partnera moraju imati odredište.' },
  CMS_MEDIA_UNKNOWN: { status: 400, message: 'Slike nema u knjižnici medija.' },
  CMS_RELEASE_EMPTY: { status: 400, message: 'Izdanje nema nijedne promjene.' },
  CMS_RELEASE_MOMENT_PAST: { status: 400, message: 'Trenutak izdanja mora biti u budućnosti.' },
  CMS_RELEASE_UNKNOWN_PRODUCT: { status: 400, message: 'Izdanje navodi proizvod koji trgovina nema.' },
  CMS_RELEASE_NO_DRAFT: { status: 400, message: 'Stranica u izdanju nema neobjavljenih promjena.' },
  CMS_RELEASE_NOT_SCHEDULED: { status: 409, message: 'Izdanje više nije zakazano.' },
  CMS_RELEASE_NOT_LIVE: { status: 409, message: 'Izdanje nije objavljeno pa se ne može vratiti.' },
  CMS_RELEASE_UNKNOWN_NAVIGATION: { status: 400, message: 'Izdanje navodi izbornik koji trgovina nema.' },
  CMS_RELEASE_NAVIGATION_NO_DRAFT: { status: 400, message: 'Izbornik u izdanju nema neobjavljenih promjena.' },
  CMS_RELEASE_UNKNOWN_MASTER: { status: 400, message: 'Izdanje navodi master sekciju koje nema.' },
  CMS_RELEASE_MASTER_UNCHANGED: { status: 400, message: 'Master sekcija u izdanju nema promjena.' },
  MEMBER_CARD_FORMAT: { status: 400, message: 'Broj članske iskaznice sadrži točno 12 znamenki.' },
  MEMBER_CARD_INVALID: { status: 400, message: 'Unešeni barcode nije točan.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large.' },
  URI_TOO_LONG: { status: 414, message: 'Request URL is too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, try again later.' },
  INTERNAL: { status: 500, message: 'Internal server error.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database is unavailable, try again shortly.' },
  MAINTENANCE: { status: 503, message: 'Održavanje u toku, biti ćemo s Vama uskoro!' },
  // Load shedding (docs/decisions/0113-load-shedding.md): answered at once, with Retry-After.
  SERVER_BUSY: { status: 503, message: 'The shop is busy, try again in a moment.' },
  // A search that hit its statement timeout (catalogue search-page.ts): retryable, never a 500.
  SEARCH_TIMEOUT: {
    status: 503,
    message: 'Pretraga trenutno traje predugo. Pokušajte ponovno ili upišite precizniji pojam.',
  },
  // Accounts: Croatian where the spec gives no text.
  ACCOUNT_LOCKED: {
    status: 423,
    message: 'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno kasnije.',
  },
  // No back-office account yet (docs/decisions/0132-no-demo-in-production.md): the operator makes the first one.
  BACKOFFICE_NOT_SET_UP: {
    status: 503,
    message: BACKOFFICE_NOT_SET_UP_TEXT,
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'E-mail adresa nije potvrđena. Otvorite poveznicu koju smo Vam poslali e-poštom.',
  },
  INVALID_TOKEN: { status: 400, message: 'Poveznica nije valjana ili je istekla.' },
  CAPTCHA_FAILED: { status: 400, message: 'Provjera da niste robot nije uspjela. Pokušajte ponovno.' },
  CONSENT_REQUIRED: { status: 400, message: 'Potrebno je prihvatiti obavezne privole.' },
  PASSWORDS_DO_NOT_MATCH: { status: 400, message: 'Lozinke se ne podudaraju.' },
  PASSWORD_UNCHANGED: { status: 400, message: 'Nova lozinka mora se razlikovati od stare.' },
  COUNTRY_NOT_ALLOWED: { status: 400, message: 'Odabrana država nije dostupna.' },
  INVALID_OIB: { status: 400, message: 'OIB nije ispravan.' },
  SOCIAL_LOGIN_FAILED: { status: 400, message: 'Prijava putem društvene mreže nije uspjela.' },
  SOCIAL_PROVIDER_UNAVAILABLE: { status: 404, message: 'Prijava putem ove društvene mreže nije dostupna.' },
  SOCIAL_EMAIL_CONFLICT: { status: 409, message: 'Račun s ovom e-mail adresom već postoji. Prijavite se lozinkom.' },
  // --- BoxNow parcel lockers (modules/delivery/boxnow); the first two texts are the spec's own ---
  BOXNOW_ADDRESS_UNAVAILABLE: {
    status: 400,
    message: 'Vaša adresa nije dostupna za BoxNow dostavu. Molimo odaberite drugu adresu ili drugu metodu dostave.',
  },
  BOXNOW_LOCKER_REQUIRED: { status: 400, message: 'Molimo odaberite BoxNow lokaciju' },
  BOXNOW_LOCKER_UNAVAILABLE: {
    status: 400,
    message: 'Odabrani BoxNow paketomat nije dostupan za Vašu adresu. Molimo odaberite drugu lokaciju.',
  },
  BOXNOW_UNAVAILABLE: {
    status: 503,
    message:
      'BoxNow trenutno nije dostupan. Pokušajte ponovno za nekoliko trenutaka ili odaberite drugu metodu dostave.',
  },
  BOXNOW_INVALID_PHONE: {
    status: 400,
    message: 'Broj mobitela za BoxNow dostavu mora biti u međunarodnom obliku, npr. +385 91 234 5678.',
  },
  BOXNOW_COD_AMOUNT: { status: 400, message: 'Iznos pouzeća za BoxNow mora biti veći od 0 i najviše 5.000,00 €.' },
  BOXNOW_ORDER_NUMBER_TAKEN: { status: 409, message: 'Za ovu narudžbu BoxNow pošiljka već postoji.' },
  BOXNOW_PARCEL_NOT_CANCELLABLE: { status: 409, message: 'BoxNow pošiljka se više ne može otkazati.' },
  BOXNOW_PARCEL_NOT_FOUND: { status: 404, message: 'BoxNow pošiljka nije pronađena.' },
  BOXNOW_REQUEST_REJECTED: { status: 400, message: 'BoxNow je odbio zahtjev za dostavu.' },
  // --- card payments (WSPay / PayWay): the gateway's API failing or refusing, never the shopper's fault ---
  CARD_GATEWAY_NOT_CONFIGURED: { status: 503, message: 'Plaćanje karticom trenutno nije dostupno.' },
  CARD_GATEWAY_UNAVAILABLE: {
    status: 503,
    message: 'Pristupnik za plaćanje karticom trenutno nije dostupan. Pokušajte ponovno za nekoliko minuta.',
  },
  CARD_GATEWAY_TIMEOUT: {
    status: 504,
    message:
      'Pristupnik za plaćanje karticom nije odgovorio na vrijeme. Provjerite stanje plaćanja prije novog pokušaja.',
  },
  CARD_GATEWAY_BAD_RESPONSE: {
    status: 502,
    message: 'Pristupnik za plaćanje karticom poslao je odgovor koji nije moguće provjeriti.',
  },
  CARD_GATEWAY_DECLINED: { status: 409, message: 'Pristupnik za plaćanje karticom odbio je zahtjev.' },
  // --- fiscalisation ---
  FISCAL_RECEIPT_INVALID: { status: 400, message: 'Podaci za fiskalni račun nisu ispravni.' },
  FISCAL_RECEIPT_NOT_FOUND: { status: 404, message: 'Fiskalni račun nije pronađen.' },
  // --- eRačun of company transfers (docs/decisions/0228-company-einvoices.md) ---
  EINVOICE_INVALID: { status: 400, message: 'Podaci za eRačun nisu ispravni.' },
  EINVOICE_NOT_FOUND: { status: 404, message: 'Narudžba nema eRačun.' },
  EINVOICE_NOT_REJECTED: { status: 409, message: 'eRačun nije odbijen pa se ne šalje ponovno.' },
  // --- posts and events (docs/decisions/0118-posts-and-events.md) ---
  POST_NOT_FOUND: { status: 404, message: 'Objava nije pronađena.' },
  POST_CATEGORY_NOT_FOUND: { status: 404, message: 'Kategorija objava nije pronađena.' },
  POST_TAG_NOT_FOUND: { status: 404, message: 'Oznaka objava nije pronađena.' },
  EVENT_NOT_FOUND: { status: 404, message: 'Događaj nije pronađen.' },
  FISCAL_NOT_CONFIGURED: { status: 503, message: 'Fiskalizacija nije podešena; račun se trenutno ne može izdati.' },
  // --- checkout and orders (docs/decisions/0055-checkout-steps-on-the-server.md); the spec's texts verbatim ---
  CHECKOUT_DISABLED: { status: 409, message: 'Naplata trenutno nije dostupna. Pokušajte ponovno kasnije.' },
  GUEST_CHECKOUT_DISABLED: { status: 401, message: 'Za nastavak kupnje prijavite se.' },
  CART_EMPTY: { status: 409, message: 'Nemate proizvoda u košarici!' },
  CHECKOUT_STEP_MISSING: { status: 409, message: 'Prvo dovršite prethodni korak naplate.' },
  DELIVERY_NOT_REQUIRED: { status: 409, message: 'Košarica sadrži samo digitalne proizvode pa dostava nije potrebna.' },
  DELIVERY_METHOD_NOT_AVAILABLE: { status: 409, message: 'Odabrani način dostave nije dostupan za Vašu adresu.' },
  PICKUP_POINT_REQUIRED: { status: 400, message: 'Molimo odaberite BoxNow lokaciju' },
  DELIVERY_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'Usluga dostave trenutno nije dostupna. Pokušajte ponovno za nekoliko trenutaka.',
  },
  PAYMENT_METHOD_REQUIRED: { status: 400, message: 'Molimo odaberite način plaćanja.' },
  PAYMENT_METHOD_NOT_ALLOWED: { status: 409, message: 'Odabrani način plaćanja nije dostupan za ovu narudžbu.' },
  PERSONALISATION_NOTICE_REQUIRED: {
    status: 400,
    message: 'Potvrdite da ste upoznati s time da se personalizirani proizvodi ne mogu vratiti.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Ključ zahtjeva (Idempotency-Key) već je korišten za drugu košaricu.',
  },
  ORDER_TRANSITION_NOT_ALLOWED: { status: 409, message: 'Narudžba iz ovog statusa ne može prijeći u traženi.' },
  ORDER_NOT_PAYABLE: { status: 409, message: 'Ova narudžba se ne plaća karticom ili više ne čeka plaćanje.' },
  ORDER_ALREADY_WITHDRAWN: { status: 409, message: 'Od ove narudžbe ste već odustali.' },
  ORDER_NOT_WITHDRAWABLE: { status: 409, message: 'Od ove narudžbe više nije moguće odustati.' },
  PAYMENT_REPORT_INVALID: { status: 400, message: 'Poruka o plaćanju nije potpisana ili nije ispravna.' },
  PAYLOAD_TOO_DEEP: { status: 400, message: 'Request body nests too deeply.' },
  ORDER_CARD_ATTEMPT_MISMATCH: {
    status: 409,
    message: 'Radnja s karticom mora navesti plaćeni pokušaj plaćanja ove narudžbe.',
  },
  PAYMENT_METHOD_NOT_CONFIGURED: { status: 409, message: 'Ovaj način plaćanja trenutno nije dostupan.' },
  MEMBER_CARD_PIN_WRONG: { status: 400, message: 'PIN članske iskaznice nije točan.' },
  MEMBER_CARD_PIN_FORMAT: { status: 400, message: 'PIN članske iskaznice ima točno 4 znamenke.' },
  MEMBER_CARD_TAKEN: {
    status: 409,
    message: 'Ova članska iskaznica već je povezana s drugim korisničkim računom. Javite nam se ako je vaša.',
  },
  // --- the order desk (docs/decisions/0100-order-desk-actions.md); the message names the reason when known ---
  ORDER_ACTION_NOT_ALLOWED: { status: 409, message: 'Ova radnja nije dopuštena u trenutnom statusu narudžbe.' },
  ORDER_REFUND_AMOUNT_INVALID: {
    status: 409,
    message: 'Iznos povrata mora biti veći od nule i ne veći od naplaćenog iznosa koji još nije vraćen.',
  },
  ORDER_TRACKING_NUMBER_REQUIRED: { status: 400, message: 'Upišite broj za praćenje pošiljke.' },
  BOXNOW_WEBHOOK_INVALID: { status: 401, message: 'BoxNow poruka nije potpisana ili potpis nije ispravan.' },
  // --- after the sale (docs/decisions/0151-desk-version-check.md, 0153-withdrawal-by-lines.md, 0154-refunds-by-lines.md) ---
  ORDER_CHANGED: {
    status: 409,
    message: 'Narudžba se u međuvremenu promijenila. Osvježite stranicu i pokušajte ponovno; ništa nije promijenjeno.',
  },
  ORDER_LINES_INVALID: {
    status: 400,
    message: 'Odabrane stavke ili količine ne odgovaraju narudžbi.',
  },
  ORDER_RETURN_EXCEEDS_SHIPPED: {
    status: 409,
    message: 'Ne može se vratiti više komada nego što je poslano i još nije vraćeno.',
  },
  ORDER_REFUND_REASON_REQUIRED: { status: 400, message: 'Upišite razlog.' },
  IBAN_INVALID: { status: 400, message: 'IBAN nije ispravan. Hrvatski IBAN ima 21 znak i počinje s HR.' },
  IBAN_REQUIRED: { status: 400, message: 'Upišite IBAN na koji Vam vraćamo novac.' },
  PRODUCT_SKU_TAKEN: { status: 409, message: 'Proizvod s ovom šifrom (SKU) već postoji.' },
  PRODUCT_SLUG_TAKEN: { status: 409, message: 'Proizvod s ovom adresom (slug) već postoji.' },
  PRICE_NEGATIVE: { status: 400, message: 'Cijena ne može biti manja od nule.' },
  SALE_ABOVE_REGULAR: { status: 400, message: 'Akcijska cijena ne može biti veća od redovne cijene.' },
  PRICE_PERIOD_INVALID: { status: 400, message: 'Kraj akcije mora biti nakon njezina početka.' },
  STOCK_NEGATIVE: { status: 400, message: 'Zaliha ne može pasti ispod nule.' },
  STOCK_TAKE_STALE: {
    status: 409,
    message: 'Zaliha se promijenila tijekom inventure. Učitajte stanje ponovno i prebrojite označene stavke.',
  },
  BULK_ALREADY_UNDONE: { status: 409, message: 'Ova skupna promjena je već poništena.' },
  BULK_NOTHING_CHOSEN: { status: 400, message: 'Odaberite barem jedan proizvod.' },
  // Customers and members (docs/decisions/0218-blocked-customers.md, 0219, 0220).
  ACCOUNT_BLOCKED: { status: 403, message: 'Vaš korisnički račun je blokiran. Za pomoć se obratite trgovini.' },
  ORDER_REFUSED_BLOCKED: {
    status: 403,
    message:
      'Narudžbu nije moguće zaprimiti jer je korisnički račun s ovom adresom e-pošte blokiran. Za pomoć se obratite trgovini.',
  },
  DATA_REQUEST_PENDING: {
    status: 409,
    message: 'Zahtjev te vrste za ovog kupca već je otvoren. Dovršite ga prije novoga.',
  },
  CUSTOMER_ERASED: { status: 409, message: 'Podaci ovog kupca su izbrisani; račun se više ne može mijenjati.' },
  MEMBER_CARD_EXISTS: { status: 409, message: 'Iskaznica s tim brojem već postoji u registru.' },
  CSV_INVALID: {
    status: 400,
    message: 'CSV datoteka ima pogrešne retke. Ispravite ih prema izvješću i pokušajte ponovno.',
  },
  MEDIA_NOT_IMAGE: { status: 415, message: 'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).' },
  MEDIA_TOO_LARGE: { status: 413, message: 'Slika je prevelika: najviše 10 MB i 50 megapiksela.' },
  MEDIA_LIMIT_REACHED: { status: 409, message: 'Proizvod može imati najviše 20 slika.' },
  MEDIA_ALT_REQUIRED: { status: 400, message: 'Upišite opis slike (alternativni tekst).' },
  MEDIA_IN_USE: {
    status: 409,
    message: 'Slika se koristi na stranici, u sekciji ili na proizvodu: prvo je ondje zamijenite.',
  },
  REVIEW_ALREADY_POSTED: { status: 409, message: 'Već ste napisali recenziju ovog proizvoda. Možete je urediti.' },
  REVIEW_NOT_AUTHOR: { status: 403, message: 'Recenziju može urediti ili obrisati samo njezin autor.' },
  REVIEW_BLOCKED: { status: 403, message: 'Vaš račun ne može pisati recenzije. Za pojašnjenje nam se javite.' },
  REVIEW_CUSTOMERS_ONLY: { status: 403, message: 'Recenzije pišu kupci prijavljeni svojim računom.' },
  REVIEW_INVALID: { status: 400, message: 'Uz ocjenu (1 do 5) napišite komentar od 10 do 1000 znakova.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;
