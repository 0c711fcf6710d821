import { useId } from 'react';
import {
  addSocial,
  type FrameParts,
  moveSocial,
  removeSocial,
  updateSocial,
} from '@machines/frame-edit/frame-parts.js';
import { SOCIAL_NETWORK_TEXT, SOCIAL_NETWORKS, type SocialNetwork } from '@shared/cms-frame.js';

/** The footer's social links in the frame editor (docs/decisions/0254-frame-parts-drafts.md): a network and its https address each. */
export function FrameSocials({
  frame,
  invalidAt,
  onChange,
}: {
  frame: FrameParts;
  invalidAt: string | null;
  onChange: (frame: FrameParts) => void;
}) {
  const id = useId();
  const links = frame.socialLinks;
  return (
    <section className="cms-frame__part" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Društvene mreže</h3>
      <ol className="cms-frame__socials">
        {links.map((social, n) => (
          // A list of addresses typed in place: the place is the row's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and move only by these buttons
          <li key={n} className="cms-frame__social">
            <label className="cms-modal__field">
              Mreža {n + 1}
              <select
                value={social.network}
                onChange={(e) => onChange(updateSocial(frame, n, { network: e.target.value as SocialNetwork }))}
              >
                {SOCIAL_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {SOCIAL_NETWORK_TEXT[network]}
                  </option>
                ))}
              </select>
            </label>
            <label className="cms-modal__field">
              Adresa ({SOCIAL_NETWORK_TEXT[social.network]})
              <input
                type="url"
                value={social.url}
                maxLength={500}
                placeholder="https://"
                aria-invalid={invalidAt === `social:${n}` || undefined}
                onChange={(e) => onChange(updateSocial(frame, n, { url: e.target.value }))}
              />
            </label>
            <span className="cms-nav-item__buttons">
              <button type="button" disabled={n === 0} onClick={() => onChange(moveSocial(frame, n, -1))}>
                Gore
              </button>
              <button type="button" disabled={n === links.length - 1} onClick={() => onChange(moveSocial(frame, n, 1))}>
                Dolje
              </button>
              <button type="button" onClick={() => onChange(removeSocial(frame, n))}>
                Ukloni mrežu
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn"
        onClick={() => onChange(addSocial(frame, { network: 'instagram', url: 'https://' }))}
      >
        + Dodaj društvenu mrežu
      </button>
    </section>
  );
}
