import { useEffect, useRef } from 'react';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { CatIcon } from '../icons.js';
import type { GalleryEntry } from './GalleryView.js';
import type { GalleryControls } from './use-gallery.js';
import './gallery-modal.css';

interface Props {
  images: readonly GalleryEntry[];
  gallery: GalleryControls;
  name: string;
  apiKeyId: number;
}

/**
 * The gallery modal over machines/gallery (position, wrapping, scroll lock): arrow keys browse, Escape closes,
 * Tab stays inside (focus trap) and focus returns to the button that opened it.
 */
export default function GalleryModal({ images, gallery, name, apiKeyId }: Props) {
  const { index, next, previous, close } = gallery;
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') previous();
    else if (e.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };
  const current = images[index];
  return (
    <div
      className="gallery-modal"
      role="dialog"
      aria-modal="true"
      aria-label={`Galerija: ${name}`}
      ref={dialog}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="gallery-modal__close" aria-label="Zatvori galeriju" onClick={close}>
        <CatIcon name="close" size={28} />
      </button>
      {count > 1 && <NavButton to="prev" onClick={previous} />}
      <figure className="gallery-modal__figure">
        <MediaImage
          media={current?.media}
          sizes={['large', 'original']}
          layoutSizes="90vw"
          alt={current?.media.description || name}
          apiKeyId={apiKeyId}
        />
        <figcaption aria-live="polite">
          {index + 1} / {count}
        </figcaption>
      </figure>
      {count > 1 && <NavButton to="next" onClick={next} />}
    </div>
  );
}

const NAV_LABELS = { prev: 'Prethodna slika', next: 'Sljedeća slika' } as const;

/** The arrow to the previous or the next image, at the dialog's side. */
function NavButton({ to, onClick }: { to: 'prev' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`gallery-modal__nav gallery-modal__nav--${to}`}
      aria-label={NAV_LABELS[to]}
      onClick={onClick}
    >
      <CatIcon name={to} size={32} />
    </button>
  );
}
