const when = new Intl.DateTimeFormat('hr-HR', { dateStyle: 'short', timeStyle: 'short' });

export interface Publication {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  live: boolean;
}

/**
 * The publications of a page or a menu in the edit mode, newest first, each older one with 'Vrati' (it comes back
 * as the draft: docs/decisions/0222-cms-drafts.md, 0234-navigation-drafts.md).
 */
export function PublicationHistory<V extends Publication>(props: {
  versions: readonly V[];
  /** What a version holds, in words ('sekcija: 4'). */
  holds: (version: V) => string;
  empty: string;
  dirty: boolean;
  heading: 'h2' | 'h3';
  className: string;
  onRestore: (id: number) => void;
  onClose: () => void;
}) {
  const Heading = props.heading;
  return (
    <div className={props.className}>
      <Heading>Povijest objava</Heading>
      {props.dirty && <p>Spremite ili odbacite promjene prije vraćanja starije verzije.</p>}
      {props.versions.length === 0 && <p>{props.empty}</p>}
      <ul className="cms-edit-history">
        {props.versions.map((v) => (
          <li key={v.id}>
            <span>
              {when.format(new Date(v.publishedAt))} · {v.publishedBy ?? 'prva verzija'} · {props.holds(v)}
              {v.live ? ' · objavljena' : ''}
            </span>
            {!v.live && (
              <button type="button" className="btn" onClick={() => props.onRestore(v.id)}>
                Vrati
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={props.onClose}>
        Zatvori povijest
      </button>
    </div>
  );
}
