import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IconOptionsOutput } from '@machines/icon-options/icon-options.machine.js';
import { CMS_ICONS, isCmsIcon } from '@shared/cms-icons.js';
import { Icon } from '../../../components/ui/Icon.js';
import { IconOptionsModal } from './IconOptionsModal.js';

/** The section kinds that show an icon (docs/decisions/0257-icon-options.md). */
const WITH_ICON: ReadonlySet<string> = new Set(['banner']);

/**
 * A section's icon in the side panel (docs/decisions/0257-icon-options.md): shown with its name, chosen or taken away
 * through the icon options modal.
 */
export function SectionIcon({
  section,
  onSet,
}: {
  section: Record<string, unknown> & { type: string };
  onSet: (icon: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const done = useCallback(
    (output: IconOptionsOutput | null) => {
      if (output) onSet(output.icon);
      setOpen(false);
    },
    [onSet],
  );
  if (!WITH_ICON.has(section.type)) return null;
  const icon = isCmsIcon(section.icon) ? section.icon : null;
  const label = CMS_ICONS.find((i) => i.name === icon)?.label;
  return (
    <div className="cms-section-image">
      <p className="cms-section-image__label">Ikona</p>
      <p className="cms-section-image__now">
        {icon && <Icon name={icon} size={24} />}
        <span>{label ?? 'Bez ikone.'}</span>
      </p>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {icon ? 'Promijeni ikonu' : 'Dodaj ikonu'}
      </button>
      {/* Outside the panel's form: Enter in the modal never applies the section. */}
      {open &&
        createPortal(
          <IconOptionsModal heading="Opcije ikone" input={{ current: icon }} onDone={done} />,
          document.body,
        )}
    </div>
  );
}
