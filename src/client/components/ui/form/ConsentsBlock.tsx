import './form.css';

/** What the block needs of a consent (contract: Consent of the assignment, or the profile's decision). */
export interface FormConsent {
  id: number;
  uniqueNumber: string;
  displayName: string;
  required: boolean;
  /** Sanitised HTML of the consent text; absent in the profile's decision list. */
  text?: string;
}

/** The consents of a form: one checkbox each, required ones marked; the block's error names what is missing. */
export function ConsentsBlock({
  title,
  consents,
  checked,
  onToggle,
  error,
}: {
  title: string;
  consents: FormConsent[];
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  error?: string | null | undefined;
}) {
  return (
    <fieldset className="consents" aria-describedby={error ? 'consents-error' : undefined}>
      <legend>{title}</legend>
      {consents.map((consent) => (
        <label key={consent.id} className="consent">
          <input
            type="checkbox"
            name={`consent-${consent.uniqueNumber}`}
            checked={checked.has(consent.id)}
            onChange={() => onToggle(consent.id)}
            aria-required={consent.required || undefined}
            aria-invalid={error && consent.required && !checked.has(consent.id) ? true : undefined}
          />
          <span>
            <span className="consent__name">
              {consent.displayName}
              {consent.required && (
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </span>
            {consent.text && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the consent's text is the shop's own HTML, served by the API as stored by the back office.
              <span className="consent__text" dangerouslySetInnerHTML={{ __html: consent.text }} />
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id="consents-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
