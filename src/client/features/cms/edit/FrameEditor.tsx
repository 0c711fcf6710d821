import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type FrameVersion, frameEditMachine } from '@machines/frame-edit/frame-edit.machine.js';
import { type FrameParts, setAnnouncement } from '@machines/frame-edit/frame-parts.js';
import type { LinkOptionsOutput } from '@machines/link-options/link-options.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { resolveLink } from '../links.js';
import {
  discardFrameDraft,
  loadFrame,
  loadFrameHistory,
  publishFrame,
  restoreFrameVersion,
  saveFrameDraft,
} from './frame-api.js';
import { EditActions } from './EditActions.js';
import { FrameSocials } from './FrameSocials.js';
import { FrameSponsors } from './FrameSponsors.js';
import { FrameStrip } from './FrameStrip.js';
import { LinkOptionsModal } from './LinkOptionsModal.js';
import { PublicationHistory } from './PublicationHistory.js';

const NOTICE = {
  saved: 'Nacrt je spremljen. Kupci i dalje vide objavljeno zaglavlje i podnožje.',
  published: 'Objavljeno: kupci odmah vide traku, sponzore i društvene mreže.',
  discarded: 'Nacrt je odbačen.',
  restored: 'Verzija je vraćena kao nacrt. Objavite je kad bude spremna.',
} as const;

/** What a publication held, in words: its announcement and how many partners, strip links, logos and social links. */
const holds = (v: FrameVersion) =>
  `${v.announcement ? `obavijest „${v.announcement}”` : 'bez obavijesti'} · partnera: ${v.partnerBrands} · poveznica u traci: ${v.topLinks} · logotipa: ${v.sponsors} · mreža: ${v.socialLinks}`;

/**
 * The header's top strip (announcement, partner brands, links: docs/decisions/0259-menu-images-and-the-top-strip.md)
 * and the footer's sponsors and social links in the edit mode (docs/decisions/0254-frame-parts-drafts.md): changed
 * here, saved as the frame's draft and published together.
 */
export function FrameEditor({ apiKeyId, onClose }: { apiKeyId: number; onClose: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [linking, setLinking] = useState(false);
  const actor = useActorRef(
    frameEditMachine.provide({
      actors: {
        loadFrame: fromPromise(() => loadFrame(api)),
        saveDraft: fromPromise(({ input }) => saveFrameDraft(api, input.revision, input.frame)),
        publishFrame: fromPromise(({ input }) => publishFrame(api, input.revision)),
        discardDraft: fromPromise(({ input }) => discardFrameDraft(api, input.revision)),
        loadHistory: fromPromise(() => loadFrameHistory(api)),
        restoreVersion: fromPromise(({ input }) => restoreFrameVersion(api, input.id, input.revision)),
      },
      // Guests' header and footer read the elements through the answer cache, which the publication dropped.
      actions: { published: () => void queryClient.invalidateQueries({ queryKey: ['cms', 'elements'] }) },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const { saved, frame, dirty, failure, notice, versions } = useSelector(actor, (s) => s.context);
  const inHistory = typeof state === 'object' && 'history' in state;
  const busy = inHistory || ['saving', 'publishing', 'discarding', 'loading'].includes(String(state));
  const invalidAt = (failure?.payload as { at?: string } | undefined)?.at ?? null;
  const change = (next: FrameParts) => actor.send({ type: 'frame.change', frame: next });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => {
    if (dirty && !window.confirm('Promjene nisu spremljene. Zatvoriti bez spremanja?')) return;
    onClose();
  };
  const linked = useCallback(
    (output: LinkOptionsOutput | null) => {
      setLinking(false);
      if (output)
        actor.send({
          type: 'frame.change',
          frame: setAnnouncement(actor.getSnapshot().context.frame, output.title, output.link),
        });
    },
    [actor],
  );
  const announcement = frame.announcement;

  return (
    <dialog
      ref={dialog}
      className="cms-modal cms-nav-editor cms-frame"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!linking) close();
      }}
    >
      <h2 id={headingId}>Traka, sponzori i mreže</h2>
      {state === 'failed' ? (
        <div role="alert">
          {failure && <FailureText failure={failure} />}{' '}
          <button type="button" className="btn" onClick={() => actor.send({ type: 'retry' })}>
            Pokušaj ponovo
          </button>
        </div>
      ) : (
        <>
          <p className="cms-nav-editor__state">
            <strong>
              {dirty ? 'Nespremljene promjene' : saved?.state === 'draft' ? 'Nacrt (nije objavljen)' : 'Objavljeno'}
            </strong>
            {saved?.state === 'draft' && !dirty && saved.draftBy && ` · spremio ${saved.draftBy}`}
          </p>
          {inHistory ? (
            <PublicationHistory
              className="cms-nav-editor__history"
              heading="h3"
              versions={versions}
              holds={holds}
              empty="Traka, sponzori i mreže još nisu objavljivani iz uređivanja."
              dirty={dirty}
              onRestore={(id) => actor.send({ type: 'history.restore', id })}
              onClose={() => actor.send({ type: 'close' })}
            />
          ) : (
            <>
              <section className="cms-frame__part" aria-labelledby={`${headingId}-strip`}>
                <h3 id={`${headingId}-strip`}>Traka iznad zaglavlja</h3>
                <label className="cms-modal__field">
                  Obavijest (prazno: bez obavijesti)
                  <input
                    value={announcement?.text ?? ''}
                    maxLength={160}
                    onChange={(e) => change(setAnnouncement(frame, e.target.value, announcement?.link ?? null))}
                  />
                </label>
                <p className="cms-nav-item__target">
                  Poveznica: {announcement?.link ? resolveLink(announcement.link).href : 'nema'}
                </p>
                <span className="cms-nav-item__buttons">
                  <button type="button" disabled={!announcement?.text} onClick={() => setLinking(true)}>
                    Poveznica obavijesti
                  </button>
                  {announcement?.link && (
                    <button type="button" onClick={() => change(setAnnouncement(frame, announcement.text, null))}>
                      Ukloni poveznicu
                    </button>
                  )}
                </span>
                <FrameStrip frame={frame} invalidAt={invalidAt} apiKeyId={apiKeyId} onChange={change} />
              </section>
              <FrameSponsors frame={frame} invalidAt={invalidAt} apiKeyId={apiKeyId} onChange={change} />
              <FrameSocials frame={frame} invalidAt={invalidAt} onChange={change} />
            </>
          )}
          <p className="cms-nav-editor__live" role="status">
            {failure ? <FailureText failure={failure} /> : notice ? NOTICE[notice] : busy ? 'Šaljem…' : ''}
          </p>
          <EditActions
            stale={failure?.code === 'CMS_FRAME_STALE'}
            dirty={dirty}
            hasDraft={saved?.state === 'draft'}
            busy={busy}
            publishLabel="Objavi"
            historyLabel="Povijest objava"
            send={(type) => actor.send({ type })}
            onClose={close}
          />
        </>
      )}
      {linking && (
        <LinkOptionsModal
          heading="Poveznica obavijesti"
          input={{ title: announcement?.text ?? '', link: announcement?.link ?? null }}
          onDone={linked}
        />
      )}
    </dialog>
  );
}
