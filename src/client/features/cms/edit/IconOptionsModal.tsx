import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import {
  type GridMove,
  ICON_COLUMNS,
  type IconOptionsInput,
  type IconOptionsOutput,
  iconOptionsMachine,
} from '@machines/icon-options/icon-options.machine.js';
import { CMS_ICONS, type CmsIconName } from '@shared/cms-icons.js';
import { Icon } from '../../../components/ui/Icon.js';
import { useMachineDialog } from './use-machine-dialog.js';

const LABEL = Object.fromEntries(CMS_ICONS.map((icon) => [icon.name, icon.label])) as Record<CmsIconName, string>;
const KEYS: Record<string, GridMove> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

interface Props {
  heading: string;
  input: IconOptionsInput;
  onDone: (output: IconOptionsOutput | null) => void;
}

/**
 * The icon options modal (docs/decisions/0257-icon-options.md): the shop's icons searched by their Croatian names, in
 * a grid the arrow keys move on (one icon in the tab order, Enter or Space picks it), the chosen one previewed as the
 * section draws it.
 */
export function IconOptionsModal({ heading, input, onDone }: Props) {
  const ids = { heading: useId(), search: useId(), grid: useId() };
  const actor = useActorRef(iconOptionsMachine, { input });
  const { query, shown, chosen, active } = useSelector(actor, (s) => s.context);
  const { dialog, onCancel } = useMachineDialog(actor, onDone);
  const grid = useRef<HTMLDivElement>(null);
  // The keyboard's icon takes the focus when it moves, only while the grid has it.
  useEffect(() => {
    if (grid.current?.contains(document.activeElement))
      grid.current.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus();
  }, [active]);
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    actor.send({ type: 'grid.move', move });
  };

  return (
    <dialog ref={dialog} className="cms-modal cms-icon-options" aria-labelledby={ids.heading} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React hands a portal's submit on to the side panel's form under it: that one must not apply too.
          event.stopPropagation();
          actor.send({ type: 'apply' });
        }}
      >
        <h2 id={ids.heading}>{heading}</h2>
        <div className="cms-icon-options__preview" aria-live="polite">
          <span className="cms-icon-options__sample" aria-hidden="true">
            {chosen && <Icon name={chosen} size={40} />}
          </span>
          <span>{chosen ? `Odabrano: ${LABEL[chosen]}` : 'Bez ikone'}</span>
        </div>
        <div className="cms-modal__field">
          <label htmlFor={ids.search}>Traži ikonu</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            maxLength={60}
            aria-controls={ids.grid}
            onChange={(event) => actor.send({ type: 'query.change', query: event.target.value })}
            // Enter in the search applies nothing: the editor picks from the grid.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </div>
        <p className="cms-modal__slug" aria-live="polite">
          {shown.length
            ? `Pronađeno ikona: ${shown.length}. Strelicama birate, Enterom odabirete.`
            : 'Nema takve ikone.'}
        </p>
        <div
          ref={grid}
          id={ids.grid}
          role="listbox"
          aria-label="Ikone"
          className="cms-icon-options__grid"
          style={{ gridTemplateColumns: `repeat(${ICON_COLUMNS}, minmax(0, 1fr))` }}
          onKeyDown={onGridKey}
        >
          {shown.map((name, index) => (
            <button
              key={name}
              type="button"
              role="option"
              data-index={index}
              aria-selected={chosen === name}
              tabIndex={index === active ? 0 : -1}
              className="cms-icon-options__cell"
              onClick={() => actor.send({ type: 'icon.pick', icon: name })}
            >
              <Icon name={name} size={28} />
              <span>{LABEL[name]}</span>
            </button>
          ))}
        </div>
        <div className="cms-modal__actions">
          <button type="submit" className="btn btn--accent">
            Primijeni
          </button>
          <button type="button" className="btn" disabled={!chosen} onClick={() => actor.send({ type: 'icon.clear' })}>
            Bez ikone
          </button>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
            Odustani
          </button>
        </div>
      </form>
    </dialog>
  );
}
