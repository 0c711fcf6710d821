import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CmsEditEvent, EditMaster } from '@machines/cms-edit/cms-edit.machine.js';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import {
  backToMaster,
  detachChild,
  fieldStates,
  makeChild,
  mastersFor,
  pagesWord,
} from '@machines/cms-edit/section-masters.js';
import { masterManageMachine } from '@machines/master-manage/master-manage.machine.js';
import { createMaster, deleteMaster, renameMaster } from './api.js';
import { MasterManage } from './MasterManage.js';

/** The kinds a master can be of (a settings section carries the shop's data, not content). */
const MASTER_KINDS = new Set(['hero', 'productCarousel', 'categoryTiles', 'banner', 'richText']);

/** What the page's session is told when a master is made, renamed or deleted here. */
export type MasterListEvent = Extract<CmsEditEvent, { type: 'master.created' | 'master.renamed' | 'master.deleted' }>;

interface Props {
  section: EditSection;
  masters: readonly EditMaster[];
  /** The section changed on the page at once (the panel stays open). */
  onReplace: (section: EditSection) => void;
  onEditMaster: (master: EditMaster) => void;
  onMasters: (event: MasterListEvent) => void;
}

function useMasterManage(onMasters: Props['onMasters']) {
  const { api } = useRouteContext({ from: '__root__' });
  return useActorRef(
    masterManageMachine.provide({
      actors: {
        saveMaster: fromPromise(({ input }) =>
          input.action === 'create'
            ? createMaster(api, input.name, input.section)
            : renameMaster(api, input.id, input.name),
        ),
        deleteMaster: fromPromise(({ input }) => deleteMaster(api, input.id)),
      },
      actions: {
        created: (_, { master, section }) => onMasters({ type: 'master.created', master, sectionId: section.id }),
        renamed: (_, { master }) => onMasters({ type: 'master.renamed', master }),
        deleted: (_, { id }) => onMasters({ type: 'master.deleted', id }),
      },
    }),
  );
}

/**
 * The chosen section's master (docs/decisions/0242-master-and-child-sections.md): a standalone section can become a
 * child of a master of its kind; a child lists its fields as inherited or overridden, each overridden one with
 * 'Vrati na master', opens its master for editing or becomes standalone again. 'Spremi kao master' makes a new master
 * of the section (its first child); a master is renamed or deleted here too (deleting one pages use is refused).
 */
export function MasterControls({ section, masters, onReplace, onEditMaster, onMasters }: Props) {
  const headingId = useId();
  const manage = useMasterManage(onMasters);
  const busy = useSelector(manage, (s) => !s.matches('idle'));
  const choices = mastersFor(section, masters);
  const [choice, setChoice] = useState(choices[0]?.id);
  const master = masters.find((m) => m.id === section.masterId);
  if (!master && !MASTER_KINDS.has(section.type)) return null;
  const manageButtons = (of: EditMaster, what: string) => (
    <>
      <button type="button" className="btn" disabled={busy} onClick={() => manage.send({ type: 'rename', master: of })}>
        Preimenuj {what}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => manage.send({ type: 'delete', master: of })}>
        Obriši {what}
      </button>
    </>
  );
  if (!master) {
    const chosen = choices.find((m) => m.id === choice) ?? choices[0];
    return (
      <section className="cms-edit-master" aria-labelledby={headingId}>
        <h3 id={headingId}>Master sekcija</h3>
        <p>Dijete mastera preuzima njegov sadržaj; promjena mastera mijenja sva njegova djeca.</p>
        {chosen && (
          <>
            <label htmlFor={`${headingId}-choice`}>Master</label>
            <select
              id={`${headingId}-choice`}
              value={chosen.id}
              onChange={(e) => setChoice(Number(e.currentTarget.value))}
            >
              {choices.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
            <div className="cms-edit-master__actions">
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => onReplace(makeChild(section, chosen))}
              >
                Poveži s masterom
              </button>
              {manageButtons(chosen, 'odabrani')}
            </div>
          </>
        )}
        <button type="button" className="btn" disabled={busy} onClick={() => manage.send({ type: 'create', section })}>
          Spremi kao master
        </button>
        <MasterManage actor={manage} id={headingId} />
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
        {manageButtons(master, 'master')}
      </div>
      <MasterManage actor={manage} id={headingId} />
    </section>
  );
}
