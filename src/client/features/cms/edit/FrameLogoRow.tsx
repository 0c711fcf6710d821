import type { ReactNode } from 'react';
import type { FrameImage } from '@machines/frame-edit/frame-parts.js';
import { mediaUrl } from '@shared/media.js';

/**
 * One logo in the frame editor's lists, the top strip's partner brands and the footer's sponsor logos alike
 * (docs/decisions/0254-frame-parts-drafts.md, docs/decisions/0259-menu-images-and-the-top-strip.md): its thumbnail,
 * its name (the logo's alt text, required), where it links (`link`: what the list shows or asks for) and the
 * buttons to change its image, move it up or down and remove it (`linkButton` goes before them).
 */
export function FrameLogoRow({
  media,
  title,
  titleLabel,
  invalid,
  apiKeyId,
  first,
  last,
  removeLabel,
  link,
  linkButton,
  onTitle,
  onPickImage,
  onMove,
  onRemove,
}: {
  media: FrameImage;
  title: string;
  titleLabel: string;
  /** The last refusal points at this logo. */
  invalid: boolean;
  apiKeyId: number;
  first: boolean;
  last: boolean;
  removeLabel: string;
  link: ReactNode;
  linkButton?: ReactNode;
  onTitle: (title: string) => void;
  onPickImage: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <li className={`cms-frame__logo${invalid ? ' is-invalid' : ''}`}>
      <img src={mediaUrl(media, 'thumbnail', undefined, apiKeyId)} alt="" width={50} height={50} />
      <label className="cms-modal__field">
        {titleLabel}
        <input
          value={title}
          maxLength={200}
          required
          aria-invalid={invalid || undefined}
          onChange={(e) => onTitle(e.target.value)}
        />
      </label>
      {link}
      <span className="cms-nav-item__buttons">
        {linkButton}
        <button type="button" onClick={onPickImage}>
          Promijeni sliku
        </button>
        <button type="button" disabled={first} onClick={() => onMove(-1)}>
          Gore
        </button>
        <button type="button" disabled={last} onClick={() => onMove(1)}>
          Dolje
        </button>
        <button type="button" onClick={onRemove}>
          {removeLabel}
        </button>
      </span>
    </li>
  );
}
