import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  adminMediaMachine,
  type ChosenFile,
  type FocusPoint,
  MAX_IMAGES,
  type SavedImage,
} from '@machines/admin-media/admin-media.machine.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { errorText } from '../../../../lib/error-texts.js';
import { type AdminProduct, addProductImage, productQueryKey, saveProductImages } from '../../api/catalogue.js';
import { useStaff } from './use-staff.js';

const savedImages = (product: AdminProduct): SavedImage[] =>
  product.media.map((m) => ({ id: m.id, alt: m.alt, variantId: m.variantId, thumbnail: m.thumbnail, focus: m.focus }));

/** How far one arrow key moves the crop focus. */
const FOCUS_STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-FOCUS_STEP, 0],
  ArrowRight: [FOCUS_STEP, 0],
  ArrowUp: [0, -FOCUS_STEP],
  ArrowDown: [0, FOCUS_STEP],
};
const percent = (v: number) => `${Math.round(v * 100)} %`;

/**
 * The image at the medium preset, a click on it picks the crop focus of the thumbnail and hero presets
 * (docs/decisions/0199-crop-focus.md); from the keyboard the arrow keys move it (from the centre when none is set).
 */
function FocusPicker({
  index,
  src,
  width,
  height,
  focus,
  disabled,
  onPick,
}: {
  index: number;
  src: string;
  width: number;
  height: number;
  focus: FocusPoint | null;
  disabled: boolean;
  onPick: (focus: FocusPoint | null) => void;
}) {
  const shown = 240;
  const label = focus
    ? `Fokus izreza slike ${index}: ${percent(focus.x)} slijeva, ${percent(focus.y)} odozgo`
    : `Fokus izreza slike ${index}: nije odabran (cijela slika)`;
  return (
    <div className="catalogue-focus">
      <button
        type="button"
        className="catalogue-focus__picker"
        aria-label={label}
        aria-describedby="catalogue-focus-help"
        disabled={disabled}
        onClick={(event) => {
          // A click of the pointer (detail > 0) picks where it fell; Enter or Space pick the centre.
          const box = event.currentTarget.getBoundingClientRect();
          if (event.detail === 0 || box.width === 0 || box.height === 0) return onPick(focus ?? { x: 0.5, y: 0.5 });
          onPick({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
        }}
        onKeyDown={(event) => {
          const move = ARROWS[event.key];
          if (!move) return;
          event.preventDefault();
          const from = focus ?? { x: 0.5, y: 0.5 };
          onPick({
            x: Math.min(1, Math.max(0, from.x + move[0])),
            y: Math.min(1, Math.max(0, from.y + move[1])),
          });
        }}
      >
        <img src={src} alt="" width={shown} height={Math.max(1, Math.round((shown * height) / width))} />
        {focus && (
          <span
            className="catalogue-focus__point"
            aria-hidden="true"
            style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          />
        )}
      </button>
      <p className="catalogue__muted">{label}</p>
      {focus && (
        <button type="button" className="btn btn--outline" disabled={disabled} onClick={() => onPick(null)}>
          Bez fokusa
        </button>
      )}
    </div>
  );
}

/** The bytes of a chosen file as base64, the way the upload operation takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const chosen = (files: FileList | null): ChosenFile[] =>
  [...(files ?? [])].map((file) => ({
    key: `${file.name}-${file.size}-${file.lastModified}`,
    name: file.name,
    size: file.size,
    type: file.type,
    file,
  }));

/**
 * A product's images on the media machine: drop or choose up to 20, each with its alt text and product or variant,
 * uploaded one after another through the shop's image pipeline; reorder, re-caption, move to a variant, remove.
 */
export function ImagePanel({ product }: { product: AdminProduct }) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const answered = (fresh: AdminProduct) => {
    queryClient.setQueryData(productQueryKey(product.id), fresh);
    return savedImages(fresh);
  };
  const actor = useActorRef(
    adminMediaMachine.provide({
      actors: {
        uploadImage: fromPromise(async ({ input }) =>
          answered(
            await addProductImage(api, product.id, {
              fileName: input.name,
              alt: input.alt.trim(),
              contentBase64: await base64Of(input.file as File),
              variantId: input.variantId,
            }),
          ),
        ),
        saveImages: fromPromise(async ({ input }) =>
          answered(
            await saveProductImages(api, product.id, {
              images: input.map(({ id, alt, variantId, focus }) => ({ id, alt, variantId, focus })),
            }),
          ),
        ),
      },
    }),
    { input: { images: savedImages(product) } },
  );
  const state = useSelector(actor, (s) => s.value);
  const { images, pending, errors, failure } = useSelector(actor, (s) => s.context);
  const variants = product.variants.filter((v) => v.status !== 'archived');
  // The product read again (after the form was saved) brings its images to the machine, unless it is busy.
  useEffect(() => {
    actor.send({ type: 'images.loaded', images: savedImages(product) });
  }, [actor, product]);
  const busy = state !== 'idle';
  const variantSelect = (id: string, value: number | null, onChange: (variantId: number | null) => void) =>
    variants.length > 0 && (
      <div className="field">
        <label htmlFor={id} className="field__label">
          Prikazuje
        </label>
        <select
          id={id}
          className="field__input"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Cijeli proizvod</option>
          {variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <section aria-labelledby="panel-images">
      <h2 id="panel-images">Slike</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; 'Odaberi slike' does the same from the keyboard. */}
      <div
        className="catalogue-drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          actor.send({ type: 'files.add', files: chosen(event.dataTransfer.files) });
        }}
      >
        <p>
          Povucite slike ovdje ili ih odaberite (najviše {MAX_IMAGES} po proizvodu; JPEG, PNG, WebP ili AVIF do 10 MB).
        </p>
        <label className="btn btn--outline">
          Odaberi slike
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="visually-hidden"
            onChange={(event) => {
              actor.send({ type: 'files.add', files: chosen(event.currentTarget.files) });
              event.currentTarget.value = '';
            }}
          />
        </label>
        {errors.files && <p className="field__error">{errors.files}</p>}
      </div>
      {pending.length > 0 && (
        <ul className="catalogue-images" aria-label="Slike za učitavanje">
          {pending.map((p) => (
            <li key={p.key} className="catalogue-images__item">
              <strong>{p.name}</strong>
              {p.error ? (
                <p className="field__error">
                  {p.error.includes(' ') ? p.error : errorText({ code: p.error, status: 400 })}
                </p>
              ) : (
                <>
                  <div className="field">
                    <label htmlFor={`pending-${p.key}`} className="field__label">
                      Opis slike (alt)
                    </label>
                    <input
                      id={`pending-${p.key}`}
                      className="field__input"
                      value={p.alt}
                      maxLength={200}
                      aria-invalid={errors[`pending-${p.key}`] ? true : undefined}
                      aria-describedby={errors[`pending-${p.key}`] ? `pending-${p.key}-error` : undefined}
                      onChange={(e) => actor.send({ type: 'pending.alt', key: p.key, alt: e.target.value })}
                    />
                    {errors[`pending-${p.key}`] && (
                      <p id={`pending-${p.key}-error`} className="field__error">
                        {errors[`pending-${p.key}`]}
                      </p>
                    )}
                  </div>
                  {variantSelect(`pending-variant-${p.key}`, p.variantId, (variantId) =>
                    actor.send({ type: 'pending.variant', key: p.key, variantId }),
                  )}
                </>
              )}
              <button
                type="button"
                className="btn btn--outline"
                disabled={busy}
                onClick={() => actor.send({ type: 'pending.remove', key: p.key })}
              >
                Makni
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending.some((p) => !p.error) && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => actor.send({ type: 'upload' })}
        >
          {state === 'uploading' || state === 'uploaded' ? 'Učitavanje...' : 'Učitaj slike'}
        </button>
      )}
      {images.length > 0 && (
        <ol className="catalogue-images" aria-label="Slike proizvoda">
          {images.map((image, index) => {
            const stored = product.media.find((m) => m.id === image.id);
            return (
              <li key={image.id} className="catalogue-images__item">
                {stored ? (
                  <FocusPicker
                    index={index + 1}
                    src={stored.image}
                    width={stored.width}
                    height={stored.height}
                    focus={image.focus}
                    disabled={busy}
                    onPick={(focus) => actor.send({ type: 'image.focus', id: image.id, focus })}
                  />
                ) : (
                  <img src={image.thumbnail} alt="" width={96} height={72} />
                )}
                <div className="field">
                  <label htmlFor={`alt-${image.id}`} className="field__label">
                    Opis slike {index + 1} (alt)
                  </label>
                  <input
                    id={`alt-${image.id}`}
                    className="field__input"
                    value={image.alt}
                    maxLength={200}
                    aria-invalid={errors[`alt-${image.id}`] ? true : undefined}
                    aria-describedby={errors[`alt-${image.id}`] ? `alt-${image.id}-error` : undefined}
                    onChange={(e) => actor.send({ type: 'image.alt', id: image.id, alt: e.target.value })}
                  />
                  {errors[`alt-${image.id}`] && (
                    <p id={`alt-${image.id}-error`} className="field__error">
                      {errors[`alt-${image.id}`]}
                    </p>
                  )}
                </div>
                {variantSelect(`variant-${image.id}`, image.variantId, (variantId) =>
                  actor.send({ type: 'image.variant', id: image.id, variantId }),
                )}
                <div className="desk-actions__buttons">
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={busy || index === 0}
                    aria-label={`Pomakni gore: slika ${index + 1}`}
                    onClick={() => actor.send({ type: 'image.move', id: image.id, by: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={busy || index === images.length - 1}
                    aria-label={`Pomakni dolje: slika ${index + 1}`}
                    onClick={() => actor.send({ type: 'image.move', id: image.id, by: 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={busy}
                    onClick={() => actor.send({ type: 'image.remove', id: image.id })}
                  >
                    Ukloni
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {images.length > 0 && (
        <p id="catalogue-focus-help" className="catalogue__muted">
          Kliknite na sliku gdje je ono najvažnije (ili pomaknite fokus strelicama): sličica i naslovna slika izrežu se
          oko te točke. Bez fokusa prikazuje se cijela slika. Fokus se sprema sa slikama.
        </p>
      )}
      {(images.length > 0 || product.media.length > 0) && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => actor.send({ type: 'save' })}>
          {state === 'saving' ? 'Spremanje...' : 'Spremi slike'}
        </button>
      )}
      {failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
    </section>
  );
}
