import { useCallback, useId, useState } from 'react';
import type { MediaLibraryOutput } from '@machines/media-library/media-library.machine.js';
import {
  addGroup,
  addLogo,
  type FrameParts,
  moveGroup,
  moveLogo,
  removeGroup,
  removeLogo,
  renameGroup,
  updateLogo,
} from '@machines/frame-edit/frame-parts.js';
import { FrameLogoRow } from './FrameLogoRow.js';
import { MediaLibraryModal } from './MediaLibraryModal.js';

/** Which logo's image the media library is open for: a logo to change, or the group a new one goes into. */
type Picking = { group: string; logo?: string };

/**
 * The footer's sponsor groups in the frame editor (docs/decisions/0254-frame-parts-drafts.md): each group named,
 * moved and removed; each logo's image from the media library, its alt text (required) and its address.
 */
export function FrameSponsors({
  frame,
  invalidAt,
  apiKeyId,
  onChange,
}: {
  frame: FrameParts;
  /** Where the last refusal points (a group's key or `group/logo`). */
  invalidAt: string | null;
  apiKeyId: number;
  onChange: (frame: FrameParts) => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState<Picking | null>(null);
  const [newGroup, setNewGroup] = useState('');
  const picked = useCallback(
    (output: MediaLibraryOutput | null) => {
      const target = picking;
      setPicking(null);
      if (!output || !target) return;
      onChange(
        target.logo
          ? updateLogo(frame, target.group, target.logo, { media: output.image })
          : addLogo(frame, target.group, output.image),
      );
    },
    [picking, frame, onChange],
  );
  const groups = frame.sponsorGroups;
  return (
    <section className="cms-frame__part" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Sponzori</h3>
      {groups.map((group, g) => (
        <fieldset key={group.key} className="cms-frame__group">
          <legend>
            Skupina {g + 1}: {group.title || 'bez naziva'}
          </legend>
          <label className="cms-modal__field">
            Naziv skupine
            <input
              value={group.title}
              maxLength={100}
              aria-invalid={invalidAt === group.key || undefined}
              onChange={(e) => onChange(renameGroup(frame, group.key, e.target.value))}
            />
          </label>
          <span className="cms-nav-item__buttons">
            <button type="button" disabled={g === 0} onClick={() => onChange(moveGroup(frame, group.key, -1))}>
              Skupina gore
            </button>
            <button
              type="button"
              disabled={g === groups.length - 1}
              onClick={() => onChange(moveGroup(frame, group.key, 1))}
            >
              Skupina dolje
            </button>
            <button type="button" onClick={() => onChange(removeGroup(frame, group.key))}>
              Ukloni skupinu
            </button>
          </span>
          <ol className="cms-frame__logos" aria-label={`Logotipi: ${group.title}`}>
            {group.items.map((logo, n) => (
              <FrameLogoRow
                key={logo.key}
                media={logo.media}
                title={logo.title}
                titleLabel="Opis logotipa (alternativni tekst)"
                invalid={invalidAt === `${group.key}/${logo.key}`}
                apiKeyId={apiKeyId}
                first={n === 0}
                last={n === group.items.length - 1}
                removeLabel="Ukloni logotip"
                link={
                  <label className="cms-modal__field">
                    Poveznica (https://…, nije obavezna)
                    <input
                      type="url"
                      value={logo.link?.type === 'external' ? (logo.link.url ?? '') : ''}
                      maxLength={500}
                      onChange={(e) =>
                        onChange(
                          updateLogo(frame, group.key, logo.key, {
                            link: e.target.value ? { type: 'external', url: e.target.value } : null,
                          }),
                        )
                      }
                    />
                  </label>
                }
                onTitle={(title) => onChange(updateLogo(frame, group.key, logo.key, { title }))}
                onPickImage={() => setPicking({ group: group.key, logo: logo.key })}
                onMove={(by) => onChange(moveLogo(frame, group.key, logo.key, by))}
                onRemove={() => onChange(removeLogo(frame, group.key, logo.key))}
              />
            ))}
          </ol>
          <button type="button" className="btn" onClick={() => setPicking({ group: group.key })}>
            + Dodaj logotip u skupinu {group.title}
          </button>
        </fieldset>
      ))}
      <div className="cms-frame__add">
        <label className="cms-modal__field">
          Naziv nove skupine
          <input value={newGroup} maxLength={100} onChange={(e) => setNewGroup(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn"
          disabled={!newGroup.trim()}
          onClick={() => {
            onChange(addGroup(frame, newGroup.trim()));
            setNewGroup('');
          }}
        >
          + Dodaj skupinu
        </button>
      </div>
      {picking && (
        <MediaLibraryModal
          heading="Knjižnica medija: logotip sponzora"
          input={{
            current: picking.logo
              ? (groups.find((gr) => gr.key === picking.group)?.items.find((i) => i.key === picking.logo)?.media ??
                null)
              : null,
            size: 'small',
          }}
          onDone={picked}
        />
      )}
    </section>
  );
}
