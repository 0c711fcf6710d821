import { PublicationHistory } from './PublicationHistory.js';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { LinkOptionsInput, LinkOptionsOutput } from '@machines/link-options/link-options.machine.js';
import type { MediaLibraryOutput } from '@machines/media-library/media-library.machine.js';
import { navEditMachine } from '@machines/nav-edit/nav-edit.machine.js';
import {
  addItem,
  dropItem,
  moveItem,
  type NavChild,
  type NavItem,
  newItemId,
  placeOf,
  removeItem,
  setItemImage,
  updateItem,
} from '@machines/nav-edit/nav-tree.js';
import { mediaUrl } from '@shared/media.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { resolveLink } from '../links.js';
import { EditActions } from './EditActions.js';
import { LinkOptionsModal } from './LinkOptionsModal.js';
import { MediaLibraryModal } from './MediaLibraryModal.js';
import { useNavDrag } from './nav-drag.js';
import { UndoButtons, type UndoKey, useUndoKeys } from './undo-keys.js';
import {
  discardNavDraft,
  loadNavHistory,
  loadNavigations,
  publishNav,
  restoreNavVersion,
  saveNavDraft,
} from './navigation-api.js';

const NOTICE = {
  saved: 'Nacrt izbornika je spremljen. Kupci i dalje vide objavljeni izbornik.',
  published: 'Izbornik je objavljen: kupci ga vide odmah.',
  restored: 'Verzija je vraćena kao nacrt. Objavite je kad bude spremna.',
  discarded: 'Nacrt izbornika je odbačen.',
  undone: 'Promjena izbornika je poništena.',
  redone: 'Promjena izbornika je ponovljena.',
} as const;
const MENU_TEXT: Record<string, string> = { main: 'Zaglavlje' };

/** An item of either level by its id. */
const placeItem = (items: readonly NavItem[], id: string) =>
  items.flatMap((i) => [i as NavChild, ...i.children]).find((i) => i.id === id);

/** Which item the link options are open for: an item to change, or where a new one goes. */
type Editing = { id: string } | { parentId: string | null };

/**
 * The site frame's menus in the edit mode (docs/decisions/0234-navigation-drafts.md): the header's menu and the
 * footer's link groups, each item with its link options and an image from the media library
 * (docs/decisions/0259-menu-images-and-the-top-strip.md), moved with the buttons or Alt+↑/↓, saved as a draft and
 * published after the checks.
 */
export function NavigationEditor({ apiKeyId, onClose }: { apiKeyId: number; onClose: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  /** The item the media library is open for (docs/decisions/0259-menu-images-and-the-top-strip.md). */
  const [picking, setPicking] = useState<string | null>(null);
  const actor = useActorRef(
    navEditMachine.provide({
      actors: {
        loadNavigations: fromPromise(() => loadNavigations(api)),
        saveDraft: fromPromise(({ input }) => saveNavDraft(api, input.handle, input.revision, input.items)),
        publishNav: fromPromise(({ input }) => publishNav(api, input.handle, input.revision)),
        discardDraft: fromPromise(({ input }) => discardNavDraft(api, input.handle, input.revision)),
        loadHistory: fromPromise(({ input }) => loadNavHistory(api, input)),
        restoreVersion: fromPromise(({ input }) => restoreNavVersion(api, input.handle, input.id, input.revision)),
      },
      // Guests' header and footer read the menus through the answer cache, which the publication dropped.
      actions: { published: () => void queryClient.invalidateQueries({ queryKey: ['cms', 'navigation'] }) },
    }),
    { input: { handle: 'main' } },
  );
  const state = useSelector(actor, (s) => s.value);
  const {
    navigations,
    handle,
    items,
    dirty,
    problems: stopped,
    versions,
    failure,
    notice,
    history,
    images,
  } = useSelector(actor, (s) => s.context);
  const nav = navigations.find((n) => n.handle === handle);
  const problems = stopped.length ? stopped : (nav?.problems ?? []);
  const busy = ['saving', 'publishing', 'discarding', 'loading'].includes(String(state));
  const inHistory = typeof state === 'object' && 'history' in state;
  const change = (next: NavItem[]) => actor.send({ type: 'items.change', items: next });
  // The menu's own undo keys, inside this dialog only (docs/decisions/0256-edit-undo-history.md).
  useUndoKeys(
    useCallback((type: UndoKey) => actor.send({ type }), [actor]),
    dialog,
  );

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // The moved item keeps the focus, so Alt+↑/↓ can be pressed again.
  useEffect(() => {
    if (moved) document.getElementById(`nav-item-${moved}`)?.focus();
  }, [moved]);

  const close = () => {
    if (dirty && !window.confirm('Promjene izbornika nisu spremljene. Zatvoriti bez spremanja?')) return;
    onClose();
  };
  const move = (id: string, delta: -1 | 1) => {
    change(moveItem(items, id, delta));
    setMoved(id);
  };
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowUp' ? -1 : 1);
  };
  const linkDone = useCallback(
    (output: LinkOptionsOutput | null) => {
      const target = editing;
      setEditing(null);
      if (!output || !target) return;
      const current = actor.getSnapshot().context.items;
      const next =
        'id' in target
          ? updateItem(current, target.id, output)
          : addItem(current, target.parentId, { id: newItemId(), ...output });
      actor.send({ type: 'items.change', items: next });
    },
    [editing, actor],
  );
  const picked = useCallback(
    (output: MediaLibraryOutput | null) => {
      const id = picking;
      setPicking(null);
      if (!output || !id) return;
      const current = actor.getSnapshot().context.items;
      actor.send({ type: 'items.change', items: setItemImage(current, id, output.image.id), image: output.image });
    },
    [picking, actor],
  );
  const imageOf = (item: NavChild) => (item.mediaId ? images.find((i) => i.id === item.mediaId) : undefined);
  const linkInput = (): LinkOptionsInput => {
    if (!editing || !('id' in editing)) return { title: '', link: null };
    const item = placeItem(items, editing.id);
    return { title: item?.title ?? '', link: item?.link ?? null };
  };

  const dragRow = useNavDrag((id, targetId, after) => change(dropItem(items, id, targetId, after)));
  const row = (item: NavChild, level: 1 | 2, parent: NavItem | null) => {
    const { index, count } = placeOf(items, item.id);
    const resolved = resolveLink(item.link);
    const itemProblems = problems.filter((p) => p.itemId === item.id);
    const image = imageOf(item);
    return (
      <div {...dragRow(item.id)}>
        {image && (
          <img
            className="cms-nav-item__image"
            src={mediaUrl(image, 'thumbnail', undefined, apiKeyId)}
            alt={`Slika stavke: ${image.description ?? image.title}`}
            width={50}
            height={50}
          />
        )}
        <button
          type="button"
          id={`nav-item-${item.id}`}
          className="cms-nav-item__handle"
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          onKeyDown={onKey(item.id)}
          onClick={() => setEditing({ id: item.id })}
        >
          <strong>{item.title || 'Bez naziva'}</strong>
          <span className="visually-hidden">
            , {index + 1}. od {count}
            {parent ? ` u ${parent.title}` : ''}.
          </span>{' '}
          <span className="cms-nav-item__target">
            {resolved.href}
            {resolved.external ? ' ↗' : ''}
          </span>
        </button>
        <span className="cms-nav-item__buttons">
          <button type="button" onClick={() => setEditing({ id: item.id })}>
            Poveznica
          </button>
          <button
            type="button"
            aria-label={`${image ? 'Promijeni sliku' : 'Dodaj sliku'}: ${item.title}`}
            onClick={() => setPicking(item.id)}
          >
            {image ? 'Promijeni sliku' : 'Dodaj sliku'}
          </button>
          {item.mediaId && (
            <button
              type="button"
              aria-label={`Ukloni sliku: ${item.title}`}
              onClick={() => change(setItemImage(items, item.id, null))}
            >
              Ukloni sliku
            </button>
          )}
          <button type="button" disabled={index === 0} onClick={() => move(item.id, -1)}>
            Gore
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => move(item.id, 1)}>
            Dolje
          </button>
          {level === 1 && (
            <button type="button" onClick={() => setEditing({ parentId: item.id })}>
              + Podstavka
            </button>
          )}
          <button type="button" onClick={() => change(removeItem(items, item.id))}>
            Ukloni
          </button>
        </span>
        {itemProblems.map((p) => (
          <p key={p.kind} className={`cms-edit-problem cms-edit-problem--${p.level}`}>
            {p.message}
          </p>
        ))}
      </div>
    );
  };

  return (
    <dialog
      ref={dialog}
      className="cms-modal cms-nav-editor"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!editing && !picking) close();
      }}
    >
      <h2 id={headingId}>Navigacija</h2>
      {state === 'failed' ? (
        <div role="alert">
          {failure && <FailureText failure={failure} />}{' '}
          <button type="button" className="btn" onClick={() => actor.send({ type: 'retry' })}>
            Pokušaj ponovo
          </button>
        </div>
      ) : (
        <>
          <fieldset className="cms-nav-editor__menus">
            <legend className="visually-hidden">Izbornici</legend>
            {navigations.map((n) => (
              <button
                key={n.handle}
                type="button"
                className="btn"
                aria-pressed={n.handle === handle}
                disabled={dirty && n.handle !== handle}
                onClick={() => actor.send({ type: 'menu.select', handle: n.handle })}
              >
                {MENU_TEXT[n.handle] ?? `Podnožje: ${n.title}`}
                {n.state === 'draft' ? ' (nacrt)' : ''}
              </button>
            ))}
          </fieldset>
          <p className="cms-nav-editor__state">
            <strong>
              {dirty ? 'Nespremljene promjene' : nav?.state === 'draft' ? 'Nacrt (nije objavljen)' : 'Objavljeno'}
            </strong>
            {nav?.state === 'draft' && !dirty && ' · kupci vide objavljeni izbornik'}
          </p>
          {inHistory ? (
            <PublicationHistory
              className="cms-nav-editor__history"
              heading="h3"
              versions={versions}
              holds={(v) => `stavki: ${v.items}`}
              empty="Izbornik još nije objavljivan iz uređivanja."
              dirty={dirty}
              onRestore={(id) => actor.send({ type: 'history.restore', id })}
              onClose={() => actor.send({ type: 'close' })}
            />
          ) : (
            <>
              {problems.some((p) => p.itemId === '') && (
                <p className="cms-edit-problem cms-edit-problem--error">
                  {problems.find((p) => p.itemId === '')?.message}
                </p>
              )}
              <ol className="cms-nav-editor__items" aria-label={`Stavke: ${nav?.title ?? ''}`}>
                {items.map((item) => (
                  <li key={item.id} className="cms-nav-item">
                    {row(item, 1, null)}
                    {item.children.length > 0 && (
                      <ol className="cms-nav-editor__children" aria-label={`Podstavke: ${item.title}`}>
                        {item.children.map((child) => (
                          <li key={child.id} className="cms-nav-item">
                            {row(child, 2, item)}
                          </li>
                        ))}
                      </ol>
                    )}
                  </li>
                ))}
              </ol>
              <p className="cms-nav-editor__hint">
                Stavku premjestite gumbima Gore i Dolje ili tipkama Alt+↑ i Alt+↓ na njezinu nazivu.
              </p>
              <button type="button" className="btn" onClick={() => setEditing({ parentId: null })}>
                + Dodaj stavku
              </button>
            </>
          )}
          <p className="cms-nav-editor__live" role="status">
            {failure ? <FailureText failure={failure} /> : notice ? NOTICE[notice] : busy ? 'Šaljem…' : ''}
          </p>
          <EditActions
            stale={failure?.code === 'CMS_NAVIGATION_STALE'}
            dirty={dirty}
            hasDraft={nav?.state === 'draft'}
            busy={busy}
            publishLabel="Objavi izbornik"
            historyLabel="Povijest"
            send={(type) => actor.send({ type })}
            onClose={close}
          >
            <UndoButtons
              canUndo={history.past.length > 0}
              canRedo={history.future.length > 0}
              busy={busy || state !== 'editing'}
              onKey={(type) => actor.send({ type })}
            />
          </EditActions>
        </>
      )}
      {picking && (
        <MediaLibraryModal
          heading="Knjižnica medija: slika stavke izbornika"
          input={{ current: images.find((i) => i.id === placeItem(items, picking)?.mediaId) ?? null, size: 'small' }}
          onDone={picked}
        />
      )}
      {editing && (
        <LinkOptionsModal
          heading={'id' in editing ? 'Opcije poveznice' : 'Nova stavka izbornika'}
          input={linkInput()}
          onDone={linkDone}
        />
      )}
    </dialog>
  );
}
