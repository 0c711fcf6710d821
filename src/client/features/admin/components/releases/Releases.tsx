import { cmsReleaseMachine, type Release } from '@machines/cms-release/cms-release.machine.js';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { useAuthStatus } from '../../../../lib/auth-session.js';
import {
  actOnRelease,
  loadReleaseOptions,
  loadReleases,
  previewRelease,
  scheduleRelease,
  updateRelease,
} from '../../api/releases.js';
import { SignInFirst } from '../SignInFirst.js';
import { ReleaseForm } from './ReleaseForm.js';
import { ReleasePreviewSheet } from './ReleasePreviewSheet.js';
import { momentText, NOTICE_TEXT, productStateText, STATUS_TEXT } from './release-texts.js';
import './releases.css';

function Contents({ release }: { release: Release }) {
  return (
    <ul className="release__contents">
      {release.pages.map((p) => (
        <li key={p.slug}>Stranica {p.title}</li>
      ))}
      {release.navigations.map((n) => (
        <li key={n.handle}>Izbornik {n.title}</li>
      ))}
      {release.masters.map((m) => (
        <li key={m.id}>Master sekcija {m.name}</li>
      ))}
      {release.popup && (
        <li>
          Skočni prozor: {release.popup.title} ({release.popup.showPopup ? 'prikazan' : 'skriven'})
        </li>
      )}
      {release.products.map((p) => (
        <li key={p.productId}>
          {p.name}: {productStateText(p.current)} → {productStateText(p.next)}
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/izdanja: timed releases (docs/decisions/0251-cms-timed-releases.md). The list with each release's state,
 * a new one from pages' and menus' drafts, masters' new content, the popup and picked products, a scheduled one edited, its preview as of its moment,
 * cancelling a scheduled one and rolling back a live one. The flow is the cms-release machine's; `page` is the page the edit toolbar came from.
 */
export function Releases({ page }: { page: string }) {
  usePageTitle('Izdanja');
  const { auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  // The panel (and its first load) starts only once the session is back: a full page load restores it first.
  if (!admin) return <SignInFirst title="Izdanja" checking={session.status === 'unknown'} />;
  return <ReleasesPanel page={page} />;
}

function ReleasesPanel({ page }: { page: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    cmsReleaseMachine.provide({
      actors: {
        loadReleases: fromPromise(() => loadReleases(api)),
        loadOptions: fromPromise(() => loadReleaseOptions(api)),
        scheduleRelease: fromPromise(({ input }) => scheduleRelease(api, input)),
        updateRelease: fromPromise(({ input }) => updateRelease(api, input)),
        previewRelease: fromPromise(({ input }) => previewRelease(api, input)),
        actOnRelease: fromPromise(({ input }) => actOnRelease(api, input)),
      },
    }),
  );
  const state = String(useSelector(actor, (s) => s.value));
  const { releases, notice, failure, preview, action, chosen, editing, options } = useSelector(actor, (s) => s.context);
  const busy = ['loading', 'preparing', 'scheduling', 'updating', 'acting', 'previewing'].includes(state);
  const composing = ['composing', 'scheduling', 'updating'].includes(state);
  const edited = releases.find((r) => r.id === editing) ?? null;
  const chosenName = releases.find((r) => r.id === chosen)?.name ?? '';
  return (
    <section className="admin-card admin-card--wide admin-section releases">
      <h1>Izdanja</h1>
      <p>
        Izdanje objavljuje nacrte stranica i izbornika, master sekcije, skočni prozor i promjene proizvoda zajedno, u
        zadanom trenutku. Objavljeno izdanje može se vratiti u cijelosti.
      </p>
      <p role="status" className="releases__live">
        {notice ? NOTICE_TEXT[notice] : ''}
      </p>
      {failure && !composing && (
        <p role="alert">
          <FailureText failure={failure} />
        </p>
      )}
      <div className="desk-actions__buttons">
        <button
          type="button"
          className="btn btn--primary"
          disabled={state !== 'idle'}
          onClick={() => actor.send({ type: 'form.open' })}
        >
          Novo izdanje
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={() => actor.send({ type: 'reload' })}
        >
          Osvježi
        </button>
      </div>
      {composing && options && (
        <ReleaseForm
          key={editing ?? 'new'}
          page={page}
          release={edited}
          options={options}
          busy={state === 'scheduling' || state === 'updating'}
          failure={failure}
          onSubmit={(input) => actor.send({ type: 'form.submit', input })}
          onClose={() => actor.send({ type: 'form.close' })}
        />
      )}
      {(state === 'confirming' || state === 'acting') && (
        <form
          className="desk-confirm"
          aria-label="Potvrda"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'confirm' });
          }}
        >
          <p>
            {action === 'rollback'
              ? `Vratiti izdanje „${chosenName}”? Kupci odmah vide stanje od prije izdanja.`
              : `Otkazati izdanje „${chosenName}”? Ništa od njega neće biti objavljeno.`}
          </p>
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={state === 'acting'}>
              Da
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'back' })}>
              Ne
            </button>
          </div>
        </form>
      )}
      {preview && state === 'showingPreview' && (
        <ReleasePreviewSheet preview={preview} onClose={() => actor.send({ type: 'preview.close' })} />
      )}
      {state === 'unavailable' && (
        <button type="button" className="btn" onClick={() => actor.send({ type: 'reload' })}>
          Pokušaj ponovo
        </button>
      )}
      {releases.length === 0 && state === 'idle' && <p>Još nema izdanja.</p>}
      <ul className="releases__list">
        {releases.map((release) => (
          <li key={release.id} className="release" data-release={release.id} data-status={release.status}>
            <h2>{release.name}</h2>
            <p>
              <strong>{STATUS_TEXT[release.status]}</strong> · {momentText(release.moment)} · {release.createdBy}
            </p>
            <Contents release={release} />
            <div className="desk-actions__buttons">
              <button
                type="button"
                className="btn btn--outline"
                disabled={state !== 'idle'}
                aria-label={`Pregled: ${release.name}`}
                onClick={() => actor.send({ type: 'preview', id: release.id })}
              >
                Pregled
              </button>
              {release.status === 'scheduled' && (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={state !== 'idle'}
                  aria-label={`Uredi: ${release.name}`}
                  onClick={() => actor.send({ type: 'form.edit', id: release.id })}
                >
                  Uredi
                </button>
              )}
              {release.status === 'scheduled' && (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={state !== 'idle'}
                  aria-label={`Otkaži: ${release.name}`}
                  onClick={() => actor.send({ type: 'act.ask', id: release.id, action: 'cancel' })}
                >
                  Otkaži
                </button>
              )}
              {release.status === 'live' && (
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={state !== 'idle'}
                  aria-label={`Vrati: ${release.name}`}
                  onClick={() => actor.send({ type: 'act.ask', id: release.id, action: 'rollback' })}
                >
                  Vrati
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
