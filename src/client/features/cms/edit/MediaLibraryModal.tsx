import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  ALT_REQUIRED,
  type ChosenFile,
  MAX_FILES,
  type MediaLibraryInput,
  type MediaLibraryOutput,
  mediaLibraryMachine,
  TOO_MANY_FILES,
} from '@machines/media-library/media-library.machine.js';
import { MEDIA_PRESETS, type MediaSize, mediaUrl } from '@shared/media.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { useMachineDialog } from './use-machine-dialog.js';
import { deleteLibraryImage, describeImage, searchLibrary, uploadImages } from './picker-api.js';

const SIZES: Array<{ size: MediaSize; text: string }> = [
  ...Object.entries(MEDIA_PRESETS).map(([size, p]) => ({
    size: size as MediaSize,
    text: `${p.name} (${p.width}×${p.height})`,
  })),
  { size: 'original', text: 'Izvorna veličina' },
];

const chosenFiles = (files: FileList | null): ChosenFile[] =>
  [...(files ?? [])].map((file) => ({
    key: `${file.name}-${file.size}-${file.lastModified}`,
    name: file.name,
    size: file.size,
    type: file.type,
    file,
  }));

/** The places a refused delete names (MEDIA_IN_USE's payload), as one line. */
function usagesOf(payload: unknown): string {
  const usages = (payload as { usages?: Array<{ label?: unknown }> } | undefined)?.usages;
  return Array.isArray(usages)
    ? usages
        .map((u) => String(u.label ?? ''))
        .filter(Boolean)
        .join(', ')
    : '';
}

interface Props {
  heading: string;
  input: MediaLibraryInput;
  onDone: (output: MediaLibraryOutput | null) => void;
}

/**
 * The edit mode's media library (docs/decisions/0247-cms-media-library.md): images uploaded (up to 20 at once, each
 * with its alt text), the library searched, an image picked and previewed in a preset; it is used only with an alt
 * text. The library comes a page at a time ('Učitaj još'); an image nothing shows can be deleted
 * (docs/decisions/0258-media-library-delete-and-pages.md).
 */
export function MediaLibraryModal({ heading, input, onDone }: Props) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const ids = {
    heading: useId(),
    search: useId(),
    files: useId(),
    alt: useId(),
    size: useId(),
    problem: useId(),
    confirm: useId(),
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const actor = useActorRef(
    mediaLibraryMachine.provide({
      actors: {
        searchImages: fromPromise(({ input: q, signal }) => searchLibrary(api, q.q, q.offset, signal)),
        deleteImage: fromPromise(({ input: d }) => deleteLibraryImage(api, d.id)),
        uploadFiles: fromPromise(({ input: u }) => uploadImages(api, u.files)),
        describeImage: fromPromise(({ input: d }) => describeImage(api, d.id, d.alt)),
      },
    }),
    { input },
  );
  const { query, images, nextOffset, doomed, deleted, pending, picked, alt, size, problem, failure } = useSelector(
    actor,
    (s) => s.context,
  );
  const loadingMore = useSelector(actor, (s) => s.matches({ open: 'loadingMore' }));
  const deleting = useSelector(actor, (s) => s.matches({ open: 'deleting' }));
  const busy = useSelector(actor, (s) => s.matches({ open: 'uploading' }) || s.matches({ open: 'describing' }));
  const searching = useSelector(actor, (s) => s.matches({ open: 'searching' }) || s.matches({ open: 'waiting' }));
  const { dialog, onCancel } = useMachineDialog(actor, onDone);

  return (
    <dialog ref={dialog} className="cms-modal cms-media" aria-labelledby={ids.heading} onCancel={onCancel}>
      <h2 id={ids.heading}>{heading}</h2>
      <section className="cms-media__upload" aria-label="Dodavanje slika">
        <label htmlFor={ids.files}>Dodaj slike (najviše {MAX_FILES} odjednom)</label>
        <input
          ref={fileInput}
          id={ids.files}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={busy}
          onChange={(event) => {
            actor.send({ type: 'files.add', files: chosenFiles(event.target.files) });
            event.target.value = '';
          }}
        />
        {problem === 'files' && (
          <p role="alert" className="cms-modal__invalid">
            {TOO_MANY_FILES}
          </p>
        )}
        {pending.length > 0 && (
          <ul className="cms-media__pending" aria-label="Slike za slanje">
            {pending.map((p) => (
              <li key={p.key}>
                <label htmlFor={`${ids.files}-${p.key}`}>Opis slike {p.name}</label>
                <input
                  id={`${ids.files}-${p.key}`}
                  type="text"
                  value={p.alt}
                  maxLength={200}
                  aria-invalid={p.error === ALT_REQUIRED}
                  onChange={(event) => actor.send({ type: 'pending.alt', key: p.key, alt: event.target.value })}
                />
                {p.error && <span className="cms-modal__invalid">{p.error}</span>}
                <button
                  type="button"
                  className="btn"
                  aria-label={`Makni ${p.name}`}
                  onClick={() => actor.send({ type: 'pending.remove', key: p.key })}
                >
                  Makni
                </button>
              </li>
            ))}
          </ul>
        )}
        {pending.length > 0 && (
          <button
            type="button"
            className="btn btn--accent"
            disabled={busy}
            onClick={() => actor.send({ type: 'upload' })}
          >
            {busy ? 'Slanje…' : 'Pošalji slike'}
          </button>
        )}
      </section>
      <div className="cms-modal__field">
        <label htmlFor={ids.search}>Traži u knjižnici medija</label>
        <input
          id={ids.search}
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => actor.send({ type: 'query.change', query: event.target.value })}
        />
      </div>
      {failure && (
        <p role="alert" className="cms-modal__invalid">
          <FailureText failure={failure} />
          {usagesOf(failure.payload) && ` Koristi se: ${usagesOf(failure.payload)}.`}
        </p>
      )}
      <p role="status" className="cms-media__status">
        {deleted ? `Slika „${deleted.description || deleted.title}” je obrisana.` : ''}
      </p>
      <ul className="cms-media__grid" aria-label="Slike u knjižnici" aria-busy={searching || loadingMore}>
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              aria-pressed={picked?.id === image.id}
              onClick={() => actor.send({ type: 'image.pick', image })}
            >
              <img
                src={mediaUrl(image, 'thumbnail', undefined, config.apiKeyId)}
                alt=""
                width={50}
                height={50}
                loading="lazy"
              />
              <span>{image.description || image.title}</span>
            </button>
            <button
              type="button"
              className="cms-media__delete"
              aria-label={`Obriši: ${image.description || image.title}`}
              disabled={busy || deleting}
              onClick={() => actor.send({ type: 'image.delete', image })}
            >
              Obriši
            </button>
          </li>
        ))}
        {!searching && images.length === 0 && <li>Nema slika.</li>}
      </ul>
      {doomed && (
        <div className="cms-media__confirm" role="alertdialog" aria-labelledby={ids.confirm}>
          <p id={ids.confirm}>Obrisati sliku „{doomed.description || doomed.title}” iz knjižnice?</p>
          <button
            type="button"
            className="btn btn--accent"
            disabled={deleting}
            onClick={() => actor.send({ type: 'delete.confirm' })}
          >
            {deleting ? 'Brisanje…' : 'Da, obriši'}
          </button>
          <button
            type="button"
            className="btn"
            disabled={deleting}
            onClick={() => actor.send({ type: 'delete.cancel' })}
          >
            Ne
          </button>
        </div>
      )}
      {nextOffset !== null && (
        <button
          type="button"
          className="btn cms-media__more"
          disabled={loadingMore || searching}
          onClick={() => actor.send({ type: 'more' })}
        >
          {loadingMore ? 'Učitavanje…' : 'Učitaj još'}
        </button>
      )}
      {picked && (
        <section className="cms-media__picked" aria-label="Odabrana slika">
          <img
            className="cms-media__preview"
            src={mediaUrl(picked, size, undefined, config.apiKeyId)}
            alt={picked.description ?? ''}
          />
          <div className="cms-modal__field">
            <label htmlFor={ids.alt}>Opis slike (alternativni tekst, obavezno)</label>
            <input
              id={ids.alt}
              type="text"
              value={alt}
              maxLength={200}
              required
              aria-invalid={problem === 'alt'}
              aria-describedby={problem === 'alt' ? ids.problem : undefined}
              onChange={(event) => actor.send({ type: 'alt.change', alt: event.target.value })}
            />
          </div>
          <div className="cms-modal__field">
            <label htmlFor={ids.size}>Veličina (pregled)</label>
            <select
              id={ids.size}
              value={size}
              onChange={(event) => actor.send({ type: 'size.choose', size: event.target.value as MediaSize })}
            >
              {SIZES.map((s) => (
                <option key={s.size} value={s.size}>
                  {s.text}
                </option>
              ))}
            </select>
          </div>
          {problem === 'alt' && (
            <p id={ids.problem} role="alert" className="cms-modal__invalid">
              {ALT_REQUIRED} Slika bez opisa ne može se koristiti.
            </p>
          )}
        </section>
      )}
      <div className="cms-modal__actions">
        <button
          type="button"
          className="btn btn--accent"
          disabled={!picked || busy}
          onClick={() => actor.send({ type: 'use' })}
        >
          Koristi sliku
        </button>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
          Odustani
        </button>
      </div>
    </dialog>
  );
}
