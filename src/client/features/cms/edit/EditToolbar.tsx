import { PublicationHistory } from './PublicationHistory.js';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cmsEditMachine } from '@machines/cms-edit/cms-edit.machine.js';
import type { cmsPreviewMachine } from '@machines/cms-preview/cms-preview.machine.js';
import { PreviewSheet } from './PreviewSheet.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { UndoButtons } from './undo-keys.js';

const NOTICE = {
  saved: 'Nacrt je spremljen. Kupci i dalje vide objavljenu stranicu.',
  published: 'Stranica je objavljena: kupci je vide odmah.',
  restored: 'Verzija je vraćena kao nacrt. Objavite je kad bude spremna.',
  discarded: 'Nacrt je odbačen.',
  undone: 'Promjena je poništena.',
  redone: 'Promjena je ponovljena.',
} as const;

/**
 * The edit mode's toolbar (docs/decisions/0222-cms-drafts.md): the page's state (published, draft, unsaved), undo and
 * redo, save,
 * publish, the draft dropped, the history and the way out; below it what stops publication, or the history.
 */
export function EditToolbar({
  actor,
  preview,
  pathname,
  onExit,
  onNavigation,
  onFrame,
}: {
  actor: ActorRefFrom<typeof cmsEditMachine>;
  /** The preview as a persona and on a phone (docs/decisions/0249-cms-preview-as-a-persona.md). */
  preview: ActorRefFrom<typeof cmsPreviewMachine>;
  pathname: string;
  onExit: () => void;
  /** Opens the header's and footer's menus (docs/decisions/0234-navigation-drafts.md). */
  onNavigation: () => void;
  /** Opens the announcement, sponsors and social links (docs/decisions/0254-frame-parts-drafts.md). */
  onFrame: () => void;
}) {
  const state = useSelector(actor, (s) => s.value);
  const { page, dirty, failure, notice, problems, versions, sections, history } = useSelector(actor, (s) => s.context);
  const previewing = useSelector(preview, (s) => s.matches('open'));
  const busy = ['saving', 'publishing', 'publishingAnyway', 'discarding'].includes(String(state));
  const inHistory = typeof state === 'object' && 'history' in state;
  const status = dirty ? 'Nespremljene promjene' : page?.state === 'draft' ? 'Nacrt (nije objavljen)' : 'Objavljeno';
  return (
    <section
      className={`cms-edit-toolbar${previewing ? ' cms-edit-toolbar--preview' : ''}`}
      aria-label="Uređivanje stranice"
    >
      {previewing && page && (
        <PreviewSheet actor={preview} pathname={pathname} revision={page.revision} dirty={dirty} />
      )}
      {state === 'refused' && (
        <div className="cms-edit-toolbar__sheet" role="alert">
          <p>Prazna sekcija se ne može spremiti: upišite tekst ili uklonite praznu sekciju.</p>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'close' })}>
            U redu
          </button>
        </div>
      )}
      {state === 'editing' && failure?.code === 'CMS_PAGE_STALE' && (
        // Another editor saved meanwhile (docs/decisions/0243-page-revision-check.md): nothing of this editor's is
        // lost until they choose to load the page again.
        <div className="cms-edit-toolbar__sheet" role="alert">
          <h2>Stranicu je promijenio drugi urednik</h2>
          <p>
            <FailureText failure={failure} /> Učitavanjem se Vaše nespremljene promjene odbacuju.
          </p>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'reload' })}>
            Učitaj ponovno
          </button>
        </div>
      )}
      {state === 'checks' && (
        <div className="cms-edit-toolbar__sheet" role="alert">
          <h2>Prije objave</h2>
          <ul>
            {problems.map((p) => (
              <li
                key={`${p.sectionId}-${p.kind}-${p.message}`}
                className={`cms-edit-problem cms-edit-problem--${p.level}`}
              >
                {p.level === 'error' ? 'Greška: ' : 'Upozorenje: '}
                {p.message}
              </li>
            ))}
          </ul>
          {problems.length > 0 && problems.every((p) => p.level === 'warning') && (
            <button type="button" className="btn btn--accent" onClick={() => actor.send({ type: 'publish.anyway' })}>
              Objavi svejedno
            </button>
          )}
          <button type="button" className="btn" onClick={() => actor.send({ type: 'close' })}>
            Natrag na uređivanje
          </button>
        </div>
      )}
      {inHistory && (
        <PublicationHistory
          className="cms-edit-toolbar__sheet"
          heading="h2"
          versions={versions}
          holds={(v) => `sekcija: ${v.sections}`}
          empty="Stranica još nije objavljivana iz uređivanja."
          dirty={dirty}
          onRestore={(id) => actor.send({ type: 'history.restore', id })}
          onClose={() => actor.send({ type: 'close' })}
        />
      )}
      <div className="cms-edit-toolbar__bar">
        <p className="cms-edit-toolbar__state">
          <span className="visually-hidden">Stanje stranice: </span>
          <strong data-state={dirty ? 'unsaved' : page?.state}>{status}</strong>
          <span className="cms-edit-toolbar__count"> · sekcija: {sections.length}</span>
        </p>
        <p className="cms-edit-toolbar__live" role="status">
          {failure ? <FailureText failure={failure} /> : notice ? NOTICE[notice] : busy ? 'Šaljem…' : ''}
        </p>
        <div className="cms-edit-toolbar__actions">
          {/* The session's changes taken back and made again (docs/decisions/0256-edit-undo-history.md). */}
          <UndoButtons
            canUndo={history.past.length > 0}
            canRedo={history.future.length > 0}
            busy={busy || state !== 'editing'}
            onKey={(type) => actor.send({ type })}
          />
          <button type="button" className="btn" disabled={!dirty || busy} onClick={() => actor.send({ type: 'save' })}>
            Spremi nacrt
          </button>
          <button
            type="button"
            className="btn btn--accent"
            disabled={busy || (!dirty && page?.state !== 'draft')}
            onClick={() => actor.send({ type: 'publish' })}
          >
            Objavi
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy || (!dirty && page?.state !== 'draft')}
            onClick={() => actor.send({ type: 'discard' })}
          >
            Odbaci nacrt
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'history.open' })}>
            Povijest
          </button>
          <button
            type="button"
            className="btn"
            aria-expanded={previewing}
            onClick={() => {
              const { persona, phone } = preview.getSnapshot().context;
              preview.send(previewing ? { type: 'close' } : { type: 'open', persona, phone });
            }}
          >
            Pregled
          </button>
          <button type="button" className="btn" onClick={onNavigation}>
            Navigacija
          </button>
          <button type="button" className="btn" onClick={onFrame}>
            Traka, sponzori i mreže
          </button>
          {/* Timed releases of this page's draft (docs/decisions/0251-cms-timed-releases.md). */}
          <a className="btn" href={`/admin/izdanja?stranica=${encodeURIComponent(page?.slug ?? '')}`}>
            Izdanja
          </a>
          <button type="button" className="btn" onClick={onExit}>
            Izađi
          </button>
        </div>
      </div>
    </section>
  );
}
