import { useId } from 'react';

/** The popup's new texts as the form holds them; `null` leaves the popup as it is. */
export interface PopupDraft {
  title: string;
  subtitle: string;
  description: string;
  showPopup: boolean;
}

/**
 * The popup's fields in a release (docs/decisions/0251-cms-timed-releases.md): ticked, the release replaces its title,
 * subtitle, description and whether it is shown. The description is HTML the server sanitises, as the popup's own
 * editor does. Ticked, the fields start from the popup now (its draft if it has one, else what shoppers see).
 */
export function ReleasePopupFields({
  popup,
  start,
  onChange,
}: {
  popup: PopupDraft | null;
  /** The popup now: what ticking the box starts from. */
  start: PopupDraft;
  onChange: (popup: PopupDraft | null) => void;
}) {
  const id = useId();
  const set = (patch: Partial<PopupDraft>) => popup && onChange({ ...popup, ...patch });
  return (
    <fieldset className="release-form__popup">
      <legend>Skočni prozor</legend>
      <label className="release-form__check">
        <input type="checkbox" checked={popup !== null} onChange={(e) => onChange(e.target.checked ? start : null)} />
        Izdanje mijenja skočni prozor
      </label>
      {popup && (
        <>
          <label htmlFor={`${id}-title`}>Naslov prozora</label>
          <input
            id={`${id}-title`}
            value={popup.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
          />
          <label htmlFor={`${id}-subtitle`}>Podnaslov prozora</label>
          <input
            id={`${id}-subtitle`}
            value={popup.subtitle}
            maxLength={200}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
          <label htmlFor={`${id}-description`}>Opis prozora</label>
          <textarea
            id={`${id}-description`}
            value={popup.description}
            maxLength={4000}
            rows={4}
            aria-describedby={`${id}-description-note`}
            onChange={(e) => set({ description: e.target.value })}
          />
          <p id={`${id}-description-note`} className="release-form__note">
            Dopušteno je osnovno oblikovanje (odlomci, podebljano, poveznice); skripte i ostalo trgovina uklanja.
          </p>
          <label className="release-form__check">
            <input type="checkbox" checked={popup.showPopup} onChange={(e) => set({ showPopup: e.target.checked })} />
            Prikaži prozor kupcima
          </label>
        </>
      )}
    </fieldset>
  );
}
