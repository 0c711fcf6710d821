import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type cmsPreviewMachine,
  PERSONA_TEXT,
  type PreviewPersona,
  previewAddress,
} from '@machines/cms-preview/cms-preview.machine.js';

const PERSONAS = Object.keys(PERSONA_TEXT) as PreviewPersona[];

/**
 * The edit mode's preview (docs/decisions/0249-cms-preview-as-a-persona.md, 0250-section-mobile-variants.md): the
 * page's saved draft framed as the persona chosen would see it, at the page's width or in a 390 px phone.
 */
export function PreviewSheet({
  actor,
  pathname,
  revision,
  dirty,
}: {
  actor: ActorRefFrom<typeof cmsPreviewMachine>;
  pathname: string;
  /** The draft's revision: a new one is framed again. */
  revision: number;
  dirty: boolean;
}) {
  const id = useId();
  const { persona, phone } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches({ open: 'loading' }));
  const where = phone ? 'mobitel, 390 px' : 'puna širina';
  return (
    <section className="cms-preview" aria-labelledby={`${id}-title`}>
      <div className="cms-preview__head">
        <h2 id={`${id}-title`}>Pregled nacrta</h2>
        <fieldset className="cms-preview__personas">
          <legend>Pregled kao</legend>
          {PERSONAS.map((p) => (
            <label key={p}>
              <input
                type="radio"
                name={`${id}-persona`}
                checked={persona === p}
                onChange={() => actor.send({ type: 'persona', persona: p })}
              />
              {PERSONA_TEXT[p]}
            </label>
          ))}
        </fieldset>
        <label className="cms-preview__phone">
          <input
            type="checkbox"
            checked={phone}
            onChange={(event) => actor.send({ type: 'phone', phone: event.currentTarget.checked })}
          />
          Mobitel (390 px)
        </label>
        <p className="cms-preview__status" role="status">
          {loading ? 'Učitavanje pregleda…' : `Prikazano: ${PERSONA_TEXT[persona]}, ${where}.`}
          {dirty && ' Pregled prikazuje spremljeni nacrt: spremite promjene da ih vidite.'}
        </p>
        <button type="button" className="btn" onClick={() => actor.send({ type: 'close' })}>
          Zatvori pregled
        </button>
      </div>
      <div className={`cms-preview__stage${phone ? ' cms-preview__stage--phone' : ''}`}>
        <iframe
          // A new persona, width or saved draft is a new frame: the draft is read again, never from a cache.
          key={`${persona}-${phone}-${revision}`}
          className="cms-preview__frame"
          title={`Pregled stranice: ${PERSONA_TEXT[persona]}, ${where}`}
          src={previewAddress(pathname, { persona, phone })}
        />
      </div>
    </section>
  );
}
