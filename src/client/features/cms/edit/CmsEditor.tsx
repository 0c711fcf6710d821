import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { cmsEditMachine, type EditMaster } from '@machines/cms-edit/cms-edit.machine.js';
import {
  addSection,
  duplicateSection,
  type EditSection,
  removeSection,
  replaceSection,
  typeText,
} from '@machines/cms-edit/section-list.js';
import { cmsPreviewMachine } from '@machines/cms-preview/cms-preview.machine.js';
import { ADDABLE_KINDS, SECTION_KIND_TEXT } from '@shared/cms-sections.js';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import type { PageComponent, PageComponentOf } from '../../../lib/api-types.js';
import { PageSections } from '../components/page/PageSections.js';
import { PREVIEW_DRAWN } from './preview-api.js';
import { movedText, useSectionDrag } from './section-drag.js';
import { discardDraft, loadEditablePage, loadHistory, publishPage, restoreVersion, saveDraft } from './api.js';
import { TextEditingContext } from './editable-text.js';
import { EditableRichText, EditableText } from './editable-fields.js';
import { type UndoKey, useUndoKeys } from './undo-keys.js';
import { EditToolbar } from './EditToolbar.js';
import { MasterEditor } from './MasterEditor.js';
import { FrameEditor } from './FrameEditor.js';
import { NavigationEditor } from './NavigationEditor.js';
import { SectionPanel } from './SectionPanel.js';
import './edit.css';

interface Props {
  slug: string;
  title: string;
  apiKeyId: number;
  renderProducts: (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => ReactNode;
}

/**
 * The CMS edit mode on a storefront page (docs/decisions/0222-cms-drafts.md, 0223-cms-edit-mode-guard.md): the page's
 * draft drawn by the shop's own section components, each section outlined with its buttons, texts typed in place,
 * the section's options in a side panel and the toolbar with the draft's state, publish, history and exit.
 */
export default function CmsEditor({ slug, title, apiKeyId, renderProducts }: Props) {
  usePageTitle(`Uređivanje: ${title}`);
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const router = useRouter();
  const [navigation, setNavigation] = useState(false);
  const [frameOpen, setFrameOpen] = useState(false);
  const [editingMaster, setEditingMaster] = useState<EditMaster | null>(null);
  const actor = useActorRef(
    cmsEditMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => loadEditablePage(api, input)),
        saveDraft: fromPromise(({ input }) => saveDraft(api, input.slug, input.sections, input.revision)),
        publishPage: fromPromise(({ input }) => publishPage(api, input.slug, input.acceptWarnings, input.revision)),
        discardDraft: fromPromise(({ input }) => discardDraft(api, input.slug, input.revision)),
        loadHistory: fromPromise(({ input }) => loadHistory(api, input)),
        restoreVersion: fromPromise(({ input }) => restoreVersion(api, input.slug, input.id, input.revision)),
      },
      actions: { published: () => void queryClient.invalidateQueries({ queryKey: ['cms', 'page', slug] }) },
    }),
    { input: { slug } },
  );
  const preview = useActorRef(cmsPreviewMachine);
  const previewing = useSelector(preview, (s) => s.matches('open'));
  const state = useSelector(actor, (s) => s.value);
  const { sections, selected, failure, page, moved } = useSelector(actor, (s) => s.context);
  const drag = useSectionDrag(sections, (id, to) => actor.send({ type: 'section.move', id, to }));
  const revision = page?.revision;
  // The preview draws the saved draft: each new revision is framed again (docs/decisions/0249).
  useEffect(() => {
    if (revision !== undefined) preview.send({ type: 'reload' });
  }, [preview, revision]);
  // The framed page says when it has drawn the draft (CmsPreviewPage); only the shop's own pages are listened to.
  useEffect(() => {
    const drawn = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PREVIEW_DRAWN)
        preview.send({ type: 'frame.loaded' });
    };
    window.addEventListener('message', drawn);
    return () => window.removeEventListener('message', drawn);
  }, [preview]);
  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z on the page (docs/decisions/0256-edit-undo-history.md).
  useUndoKeys(
    useCallback((type: UndoKey) => actor.send({ type }), [actor]),
    null,
  );
  const change = (next: EditSection[]) => actor.send({ type: 'sections.change', sections: next });
  const editing = useMemo(
    () => ({
      type: (id: string, path: string, text: string) =>
        actor.send({
          type: 'sections.change',
          sections: typeText(actor.getSnapshot().context.sections, id, path, text),
        }),
      Text: EditableText,
      RichText: EditableRichText,
    }),
    [actor],
  );
  const exit = () => {
    const { dirty } = actor.getSnapshot().context;
    if (dirty && !window.confirm('Promjene nisu spremljene. Izaći bez spremanja?')) return;
    void router.navigate({ href: router.state.location.pathname });
  };

  if (state === 'loading') return <p className="container cms-edit__loading">Učitavanje uređivanja…</p>;
  if (state === 'failed')
    return (
      <div className="container cms-edit__loading" role="alert">
        {failure && <FailureText failure={failure} />}{' '}
        <button type="button" className="btn" onClick={() => actor.send({ type: 'retry' })}>
          Pokušaj ponovo
        </button>
      </div>
    );

  const selectedSection = sections.find((s) => s.id === selected) ?? null;
  return (
    <div className="cms-page cms-edit">
      <h1 className="visually-hidden">Uređivanje stranice: {title}</h1>
      {/* The preview covers the page: what it covers is out of reach until it closes (docs/decisions/0249). */}
      <div inert={previewing}>
        <TextEditingContext.Provider value={editing}>
          <ol className="cms-edit__sections" aria-label="Sekcije stranice">
            {sections.map((section, index) => (
              <li
                key={section.id}
                className={`cms-edit-section${selected === section.id ? ' cms-edit-section--selected' : ''}${drag.markOf(section.id)}`}
                data-section-id={section.id}
                {...drag.target(section.id, index)}
                // Links do not navigate while editing: a click on a section chooses it.
                onClickCapture={(event) => {
                  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
                }}
              >
                <div
                  className="cms-edit-section__bar"
                  role="toolbar"
                  aria-label={`Sekcija ${index + 1}: ${SECTION_KIND_TEXT[section.type] ?? section.type}`}
                  // Dragged by its bar to another place (docs/decisions/0249); 'Gore' and 'Dolje' do it from the keyboard.
                  draggable
                  {...drag.source(section.id)}
                >
                  <span className="cms-edit-section__grip" aria-hidden="true">
                    ⠿
                  </span>
                  <span className="cms-edit-section__kind">
                    {SECTION_KIND_TEXT[section.type] ?? section.type}
                    {section.masterId !== undefined && ' · dijete mastera'}
                  </span>
                  <button type="button" onClick={() => actor.send({ type: 'section.select', id: section.id })}>
                    Postavke
                  </button>
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => actor.send({ type: 'section.move', id: section.id, to: index - 1 })}
                  >
                    Gore
                  </button>
                  <button
                    type="button"
                    disabled={index === sections.length - 1}
                    onClick={() => actor.send({ type: 'section.move', id: section.id, to: index + 1 })}
                  >
                    Dolje
                  </button>
                  <button type="button" onClick={() => change(duplicateSection(sections, section.id))}>
                    Udvostruči
                  </button>
                  <button type="button" onClick={() => change(removeSection(sections, section.id))}>
                    Ukloni
                  </button>
                </div>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the section opens its panel; the 'Postavke' button does the same from the keyboard. */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the 'Postavke' button above is the keyboard's way. */}
                <div
                  onClick={(event) => {
                    // A click into a text types there; anywhere else on the section opens its panel.
                    if (!(event.target as HTMLElement).closest('.cms-editable'))
                      actor.send({ type: 'section.select', id: section.id });
                  }}
                >
                  <PageSections
                    components={[section as unknown as PageComponent]}
                    apiKeyId={apiKeyId}
                    renderProducts={renderProducts}
                  />
                  {section.type === 'settings' && (
                    <p className="container cms-edit__data">Podaci trgovine (tablice veličina): samo premještanje.</p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </TextEditingContext.Provider>
        <p className="visually-hidden" aria-live="polite">
          {moved && movedText(sections, moved)}
        </p>
        <fieldset className="container cms-edit__add">
          <legend className="visually-hidden">Dodaj sekciju</legend>
          {ADDABLE_KINDS.map((kind) => (
            <button key={kind} type="button" className="btn" onClick={() => change(addSection(sections, kind, null))}>
              + {SECTION_KIND_TEXT[kind]}
            </button>
          ))}
        </fieldset>
        {editingMaster ? (
          <MasterEditor
            master={editingMaster}
            onPublished={(master) => {
              actor.send({ type: 'master.published', master });
              // Every page with a child changed: the shopper's copies this tab holds are read again.
              void queryClient.invalidateQueries({ queryKey: ['cms', 'page'] });
            }}
            onClose={() => setEditingMaster(null)}
          />
        ) : (
          selectedSection && (
            <SectionPanel
              section={selectedSection}
              apiKeyId={apiKeyId}
              onApply={(section) => change(replaceSection(sections, section))}
              onClose={() => actor.send({ type: 'section.select', id: null })}
              masters={page?.masters ?? []}
              onReplace={(section) => change(replaceSection(actor.getSnapshot().context.sections, section))}
              onEditMaster={setEditingMaster}
              onMasters={(event) => actor.send(event)}
            />
          )
        )}
      </div>
      <EditToolbar
        actor={actor}
        preview={preview}
        pathname={router.state.location.pathname}
        onExit={exit}
        onNavigation={() => setNavigation(true)}
        onFrame={() => setFrameOpen(true)}
      />
      {navigation && <NavigationEditor apiKeyId={apiKeyId} onClose={() => setNavigation(false)} />}
      {frameOpen && <FrameEditor apiKeyId={apiKeyId} onClose={() => setFrameOpen(false)} />}
    </div>
  );
}
