import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LibraryImage, MediaLibraryOutput } from '@machines/media-library/media-library.machine.js';
import { type MediaSize, mediaUrl } from '@shared/media.js';
import { MediaLibraryModal } from './MediaLibraryModal.js';

/** The images a section shows, each with the preset it is drawn in and whether it may be left out. */
const IMAGE_FIELDS: Readonly<
  Record<string, ReadonlyArray<{ path: string; label: string; size: MediaSize; optional?: boolean }>>
> = {
  hero: [
    { path: 'media', label: 'Slika', size: 'heroimage' },
    { path: 'mobileMedia', label: 'Slika za mobitel', size: 'medium', optional: true },
  ],
  banner: [{ path: 'media', label: 'Slika', size: 'large' }],
};

/**
 * A section's images in the side panel (docs/decisions/0247-cms-media-library.md): each shown small with its alt
 * text, changed through the media library; the hero's phone artwork may be left out (the main image then shows).
 */
export function SectionImages({
  section,
  apiKeyId,
  onSet,
}: {
  section: Record<string, unknown> & { type: string };
  apiKeyId: number;
  onSet: (path: string, image: LibraryImage | null) => void;
}) {
  const [open, setOpen] = useState<{ path: string; label: string; size: MediaSize } | null>(null);
  const done = useCallback(
    (output: MediaLibraryOutput | null) => {
      if (output && open) onSet(open.path, output.image);
      setOpen(null);
    },
    [open, onSet],
  );
  const fields = IMAGE_FIELDS[section.type] ?? [];
  if (fields.length === 0) return null;
  return (
    <>
      {fields.map((field) => {
        const image = (section[field.path] ?? null) as LibraryImage | null;
        return (
          <div key={field.path} className="cms-section-image">
            <p className="cms-section-image__label">{field.label}</p>
            {image ? (
              <p className="cms-section-image__now">
                <img src={mediaUrl(image, 'thumbnail', undefined, apiKeyId)} alt="" width={50} height={50} />
                <span>{image.description || 'Bez opisa'}</span>
              </p>
            ) : (
              <p className="cms-section-image__now">Nema slike.</p>
            )}
            <button type="button" className="btn" onClick={() => setOpen(field)}>
              {image ? `Promijeni: ${field.label.toLowerCase()}` : `Dodaj: ${field.label.toLowerCase()}`}
            </button>
            {field.optional && image && (
              <button type="button" className="btn" onClick={() => onSet(field.path, null)}>
                Ukloni: {field.label.toLowerCase()}
              </button>
            )}
          </div>
        );
      })}
      {/* Outside the panel's form: Enter in the modal's fields never applies the section. */}
      {open &&
        createPortal(
          <MediaLibraryModal
            heading={`Knjižnica medija: ${open.label.toLowerCase()}`}
            input={{ current: (section[open.path] ?? null) as LibraryImage | null, size: open.size }}
            onDone={done}
          />,
          document.body,
        )}
    </>
  );
}
