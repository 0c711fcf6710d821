import { useId, useState } from 'react';
import type { EditMaster } from '@machines/cms-edit/cms-edit.machine.js';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import {
  backToMaster,
  detachChild,
  fieldStates,
  makeChild,
  mastersFor,
  pagesWord,
} from '@machines/cms-edit/section-masters.js';

interface Props {
  section: EditSection;
  masters: readonly EditMaster[];
  /** The section changed on the page at once (the panel stays open). */
  onReplace: (section: EditSection) => void;
  onEditMaster: (master: EditMaster) => void;
}

/**
 * The chosen section's master (docs/decisions/0242-master-and-child-sections.md): a standalone section can become a
 * child of a master of its kind; a child lists its fields as inherited or overridden, each overridden one with
 * 'Vrati na master', opens its master for editing or becomes standalone again.
 */
export function MasterControls({ section, masters, onReplace, onEditMaster }: Props) {
  const headingId = useId();
  const choices = mastersFor(section, masters);
  const [choice, setChoice] = useState(choices[0]?.id);
  const master = masters.find((m) => m.id === section.masterId);
  if (!master && choices.length === 0) return null;
  if (!master) {
    const chosen = choices.find((m) => m.id === choice) ?? choices[0]!;
    return (
      <section className="cms-edit-master" aria-labelledby={headingId}>
        <h3 id={headingId}>Master sekcija</h3>
        <p>Dijete mastera preuzima njegov sadržaj; promjena mastera mijenja sva njegova djeca.</p>
        <label htmlFor={`${headingId}-choice`}>Master</label>
        <select id={`${headingId}-choice`} value={chosen.id} onChange={(e) => setChoice(Number(e.currentTarget.value))}>
          {choices.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => onReplace(makeChild(section, chosen))}>
          Poveži s masterom
        </button>
      </section>
    );
  }
  const pages = master.pages.length;
  return (
    <section className="cms-edit-master" aria-labelledby={headingId}>
      <h3 id={headingId}>Dijete mastera: {master.name}</h3>
      <p>
        Master je na {pages} {pagesWord(pages)}.
      </p>
      <ul className="cms-edit-master__fields" aria-label="Polja sekcije">
        {fieldStates(section, master).map((field) => (
          <li key={field.field} data-field={field.field}>
            <span>{field.label}</span>
            <span className={`cms-edit-master__state${field.overridden ? ' cms-edit-master__state--own' : ''}`}>
              {field.overridden ? 'promijenjeno' : 'naslijeđeno'}
            </span>
            {field.overridden && (
              <button
                type="button"
                className="cms-edit-master__back"
                aria-label={`Vrati na master: ${field.label}`}
                onClick={() => onReplace(backToMaster(section, master, field.field))}
              >
                Vrati na master
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="cms-edit-master__actions">
        <button type="button" className="btn" onClick={() => onEditMaster(master)}>
          Uredi master
        </button>
        <button type="button" className="btn" onClick={() => onReplace(detachChild(section))}>
          Odvoji od mastera
        </button>
      </div>
    </section>
  );
}
