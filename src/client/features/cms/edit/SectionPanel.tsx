import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { EditMaster } from '@machines/cms-edit/cms-edit.machine.js';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import { sectionEditorMachine } from '@machines/section-editor/section-editor.machine.js';
import { readPath, SECTION_KIND_TEXT, SECTION_PHONE_TEXTS, SECTION_TEXTS } from '@shared/cms-sections.js';
import { CarouselPickers, type CarouselFilter } from './CarouselPickers.js';
import { MasterControls, type MasterListEvent } from './MasterControls.js';
import { SectionIcon } from './SectionIcon.js';
import { SectionImages } from './SectionImages.js';
import { SectionTextField } from './SectionTextField.js';

interface Props {
  section: EditSection;
  apiKeyId: number;
  onApply: (section: EditSection) => void;
  onClose: () => void;
  masters: readonly EditMaster[];
  /** A change to the section's master (a child made, a field back to the master, detached): applied at once. */
  onReplace: (section: EditSection) => void;
  onEditMaster: (master: EditMaster) => void;
  /** A master made ('Spremi kao master'), renamed or deleted from the panel. */
  onMasters: (event: MasterListEvent) => void;
}

/**
 * The side panel of the chosen section (docs/decisions/0222-cms-drafts.md): its texts as fields, including those not
 * shown on the page (the hero's heading is for screen readers), applied to the page's draft on 'Primijeni'.
 */
export function SectionPanel(props: Props) {
  const { section, apiKeyId, onApply, onClose, masters, onReplace, onEditMaster, onMasters } = props;
  const headingId = useId();
  const actor = useActorRef(
    sectionEditorMachine.provide({
      actions: {
        applied: (_, changed) => {
          onApply(changed);
          onClose();
        },
      },
    }),
  );
  useEffect(() => actor.send({ type: 'open', section }), [actor, section]);
  const state = useSelector(actor, (s) => s.value);
  const draft = useSelector(actor, (s) => s.context.section);
  const close = () => {
    actor.send({ type: 'close' });
    onClose();
  };
  if (!draft) return null;
  return (
    <aside className="cms-edit-panel" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'apply' });
        }}
      >
        <h2 id={headingId} className="cms-edit-panel__title">
          Postavke: {SECTION_KIND_TEXT[draft.type] ?? draft.type}
        </h2>
        {(SECTION_TEXTS[draft.type] ?? []).map((field) => {
          const value = readPath(draft, field.path);
          if (typeof value !== 'string' && value !== null && value !== undefined) return null;
          if (value === undefined && field.path.includes('.')) return null;
          return (
            <SectionTextField
              key={field.path}
              field={field}
              id={`${headingId}-${field.path}`}
              value={value}
              onChange={(text) => actor.send({ type: 'field.change', path: field.path, text })}
            />
          );
        })}
        {draft.type === 'productCarousel' && (
          <CarouselPickers
            sectionId={draft.id}
            filter={(draft.filter ?? {}) as CarouselFilter}
            onChange={(filter) => actor.send({ type: 'field.set', path: 'filter', value: filter })}
          />
        )}
        <SectionIcon section={draft} onSet={(icon) => actor.send({ type: 'field.set', path: 'icon', value: icon })} />
        {draft.masterId === undefined && (
          <SectionImages
            section={draft}
            apiKeyId={apiKeyId}
            onSet={(path, image) => actor.send({ type: 'field.set', path, value: image })}
          />
        )}
        {SECTION_PHONE_TEXTS[draft.type] && (
          // What the section says on phones (docs/decisions/0250-section-mobile-variants.md): seen in the phone preview.
          <fieldset className="cms-edit-panel__phone">
            <legend>Na mobitelu</legend>
            <p className="cms-edit-panel__hint">Prazno polje: na mobitelu piše isto kao na širem zaslonu.</p>
            {SECTION_PHONE_TEXTS[draft.type]!.map((field) => {
              const value = readPath(draft, field.path);
              return (
                <SectionTextField
                  key={field.path}
                  field={field}
                  id={`${headingId}-${field.path}`}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(text) => actor.send({ type: 'field.change', path: field.path, text })}
                />
              );
            })}
          </fieldset>
        )}
        {(SECTION_TEXTS[draft.type] ?? []).length === 0 && (
          <p>Ova sekcija nosi podatke trgovine: može se samo premjestiti.</p>
        )}
        {state === 'empty' && (
          <p role="alert" className="cms-edit-panel__error">
            Prazna sekcija se ne može spremiti: upišite tekst ili uklonite sekciju sa stranice.
          </p>
        )}
        <MasterControls
          key={section.id}
          section={section}
          masters={masters}
          onReplace={onReplace}
          onEditMaster={onEditMaster}
          onMasters={onMasters}
        />
        <div className="cms-edit-panel__actions">
          <button type="submit" className="btn btn--accent">
            Primijeni
          </button>
          <button type="button" className="btn" onClick={close}>
            Zatvori
          </button>
        </div>
      </form>
    </aside>
  );
}
