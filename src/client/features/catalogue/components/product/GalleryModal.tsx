import { useEffect, useRef, useState } from 'react';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { CatIcon } from '../icons.js';
import './gallery-modal.css';

type Entry = ProductDetail['media'][number];
interface Props {
  images: readonly Entry[];
  start: number;
  name: string;
  apiKeyId: number;
  onClose: (index: number) => void;
}

/**
 * The gallery modal: arrow keys browse, Escape closes, Tab stays inside (focus trap) and focus returns to the
 * button that opened it.
 */
export default function GalleryModal({ images, start, name, apiKeyId, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      opener?.focus();
    };
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') onClose(index);
    else if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
    }
  };
  const current = images[index];
  return (
    <div className="gallery-modal" role="dialog" aria-modal="true" aria-label={`Galerija: ${name}`} ref={dialog} onKeyDown={onKeyDown}>
      <button type="button" className="gallery-modal__close" aria-label="Zatvori galeriju" onClick={() => onClose(index)}>
        <CatIcon name="close" size={28} />
      </button>
      {count > 1 && (
        <button type="button" className="gallery-modal__nav gallery-modal__nav--prev" aria-label="Prethodna slika" onClick={() => go(-1)}>
          <CatIcon name="prev" size={32} />
        </button>
      )}
      <figure className="gallery-modal__figure">
        <MediaImage media={current?.media} sizes={['large', 'original']} layoutSizes="90vw" alt={current?.media.description || name} apiKeyId={apiKeyId} />
        <figcaption aria-live="polite">{index + 1} / {count}</figcaption>
      </figure>
      {count > 1 && (
        <button type="button" className="gallery-modal__nav gallery-modal__nav--next" aria-label="Sljedeća slika" onClick={() => go(1)}>
          <CatIcon name="next" size={32} />
        </button>
      )}
    </div>
  );
}
