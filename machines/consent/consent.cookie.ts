/**
 * The cookie banner's choice and its cookie form (spec: cookie `acceptedCookies` holds a comma list of the
 * chosen categories). Pure so the machine, the client and tests share one reading of the cookie.
 */

/** Every category, in the order the banner lists them and the cookie stores them. */
export const consentCategories = ['necessary', 'marketing', 'analytics'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** The categories a visitor may switch; "necessary" is always on (docs/decisions/0005-cookie-consent.md). */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;

export interface ConsentChoice {
  necessary: true;
  marketing: boolean;
  analytics: boolean;
}

/** What the banner shows before any choice: nothing non-essential is pre-ticked (CJEU C-673/17 Planet49). */
export const necessaryOnly: ConsentChoice = Object.freeze({ necessary: true, marketing: false, analytics: false });
export const allCategories: ConsentChoice = Object.freeze({ necessary: true, marketing: true, analytics: true });

/** Rows for the banner's checkboxes; labels live in the client's Croatian messages. */
export const consentCheckboxes: ReadonlyArray<{ category: ConsentCategory; alwaysOn: boolean }> = consentCategories.map(
  (category) => ({ category, alwaysOn: category === 'necessary' }),
);

export function isOptionalCategory(value: unknown): value is OptionalConsentCategory {
  return value === 'marketing' || value === 'analytics';
}

/** `necessary,marketing,analytics` style cookie value, categories in canonical order. */
export function serialiseConsent(choice: ConsentChoice): string {
  return consentCategories.filter((category) => choice[category]).join(',');
}

/**
 * Reads a stored cookie value. Returns null when there is no usable decision (absent, empty or only unknown
 * words), so a damaged cookie shows the banner again instead of silently granting or refusing.
 */
export function parseAcceptedCookies(value: string | null | undefined): ConsentChoice | null {
  if (value == null) return null;
  const words = value
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word): word is ConsentCategory => (consentCategories as readonly string[]).includes(word));
  if (words.length === 0) return null;
  return { necessary: true, marketing: words.includes('marketing'), analytics: words.includes('analytics') };
}

/** Whether scripts of `category` may load under `granted` (null = not decided yet: only necessary ones). */
export function mayLoad(granted: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return granted?.[category] === true;
}
