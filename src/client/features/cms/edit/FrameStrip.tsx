import { useCallback, useId, useState } from 'react';
import {
  addBrand,
  type FrameParts,
  moveBrand,
  moveTopLink,
  removeBrand,
  removeTopLink,
  setTopLink,
  updateBrand,
} from '@machines/frame-edit/frame-parts.js';
import type { LinkOptionsOutput } from '@machines/link-options/link-options.machine.js';
import type { MediaLibraryOutput } from '@machines/media-library/media-library.machine.js';
import { resolveLink } from '../links.js';
import { FrameLogoRow } from './FrameLogoRow.js';
import { LinkOptionsModal } from './LinkOptionsModal.js';
import { MediaLibraryModal } from './MediaLibraryModal.js';

/** What a modal is open for: a brand's image (a new brand without `key`), a brand's link, a top link (new without `index`). */
type Open =
  | { kind: 'image'; key?: string }
  | { kind: 'brand-link'; key: string }
  | { kind: 'top-link'; index?: number };

/**
 * The top strip's partner-brand logos and links in the frame editor (docs/decisions/0259-menu-images-and-the-top-strip.md):
 * a brand's logo from the media library, its name (the logo's alt text) and its link from the link options; a top link's
 * title and link from the link options; both reordered with 'Gore'/'Dolje' and removed.
 */
export function FrameStrip({
  frame,
  invalidAt,
  apiKeyId,
  onChange,
}: {
  frame: FrameParts;
  /** Where the last refusal points (`brand:<key>`, `top:<index>`). */
  invalidAt: string | null;
  apiKeyId: number;
  onChange: (frame: FrameParts) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<Open | null>(null);
  const brands = frame.partnerBrands;
  const tops = frame.topLinks;
  const picked = useCallback(
    (output: MediaLibraryOutput | null) => {
      const target = open;
      setOpen(null);
      if (!output || target?.kind !== 'image') return;
      if (target.key) return onChange(updateBrand(frame, target.key, { media: output.image }));
      // A new brand needs its link: the link options open next.
      const next = addBrand(frame, output.image);
      onChange(next);
      setOpen({ kind: 'brand-link', key: next.partnerBrands[next.partnerBrands.length - 1]!.key });
    },
    [open, frame, onChange],
  );
  const linked = useCallback(
    (output: LinkOptionsOutput | null) => {
      const target = open;
      setOpen(null);
      if (!output || !target) return;
      if (target.kind === 'brand-link')
        onChange(updateBrand(frame, target.key, { title: output.title, link: output.link }));
      if (target.kind === 'top-link') onChange(setTopLink(frame, output, target.index));
    },
    [open, frame, onChange],
  );
  const brandOf = (key: string) => brands.find((b) => b.key === key);

  return (
    <>
      <h4 id={`${id}-brands`}>Partnerski brendovi</h4>
      <ol className="cms-frame__logos" aria-labelledby={`${id}-brands`}>
        {brands.map((brand, n) => (
          <FrameLogoRow
            key={brand.key}
            media={brand.media}
            title={brand.title}
            titleLabel="Naziv partnera (alternativni tekst)"
            invalid={invalidAt === `brand:${brand.key}`}
            apiKeyId={apiKeyId}
            first={n === 0}
            last={n === brands.length - 1}
            removeLabel="Ukloni partnera"
            link={
              <p className="cms-nav-item__target">
                Poveznica: {brand.link ? resolveLink(brand.link).href : 'nije odabrana'}
              </p>
            }
            linkButton={
              <button type="button" onClick={() => setOpen({ kind: 'brand-link', key: brand.key })}>
                Poveznica
              </button>
            }
            onTitle={(title) => onChange(updateBrand(frame, brand.key, { title }))}
            onPickImage={() => setOpen({ kind: 'image', key: brand.key })}
            onMove={(by) => onChange(moveBrand(frame, brand.key, by))}
            onRemove={() => onChange(removeBrand(frame, brand.key))}
          />
        ))}
      </ol>
      <button type="button" className="btn" disabled={brands.length >= 8} onClick={() => setOpen({ kind: 'image' })}>
        + Dodaj partnera
      </button>

      <h4 id={`${id}-tops`}>Poveznice u traci</h4>
      <ol className="cms-frame__tops" aria-labelledby={`${id}-tops`}>
        {tops.map((top, n) => (
          // Top links have no key of their own: their place is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is reordered through the frame, never keyed by content
          <li key={n} className={`cms-frame__top${invalidAt === `top:${n}` ? ' is-invalid' : ''}`}>
            <span>
              <strong>{top.title || 'Bez naziva'}</strong>{' '}
              <span className="cms-nav-item__target">{top.link ? resolveLink(top.link).href : 'nema poveznice'}</span>
            </span>
            <span className="cms-nav-item__buttons">
              <button type="button" onClick={() => setOpen({ kind: 'top-link', index: n })}>
                Uredi
              </button>
              <button type="button" disabled={n === 0} onClick={() => onChange(moveTopLink(frame, n, -1))}>
                Gore
              </button>
              <button type="button" disabled={n === tops.length - 1} onClick={() => onChange(moveTopLink(frame, n, 1))}>
                Dolje
              </button>
              <button type="button" onClick={() => onChange(removeTopLink(frame, n))}>
                Ukloni poveznicu
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn" disabled={tops.length >= 8} onClick={() => setOpen({ kind: 'top-link' })}>
        + Dodaj poveznicu u traku
      </button>

      {open?.kind === 'image' && (
        <MediaLibraryModal
          heading="Knjižnica medija: logotip partnera"
          input={{ current: open.key ? (brandOf(open.key)?.media ?? null) : null, size: 'small' }}
          onDone={picked}
        />
      )}
      {open?.kind === 'brand-link' && (
        <LinkOptionsModal
          heading="Poveznica partnera"
          input={{ title: brandOf(open.key)?.title ?? '', link: brandOf(open.key)?.link ?? null }}
          onDone={linked}
        />
      )}
      {open?.kind === 'top-link' && (
        <LinkOptionsModal
          heading={open.index === undefined ? 'Nova poveznica u traci' : 'Poveznica u traci'}
          input={open.index === undefined ? { title: '', link: null } : (tops[open.index] ?? { title: '', link: null })}
          onDone={linked}
        />
      )}
    </>
  );
}
