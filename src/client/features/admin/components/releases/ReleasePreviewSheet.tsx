import type { ReleasePreview } from '@machines/cms-release/cms-release.machine.js';
import { momentText, productStateText } from './release-texts.js';

const textOf = (section: unknown, field: string) => {
  const value = (section as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

/**
 * A release as of its moment (docs/decisions/0251-cms-timed-releases.md): each page's sections by their titles, the
 * menus' items, the masters' new texts, the popup and the products as shoppers will see them. Only staff read it; shoppers keep seeing what is live.
 */
export function ReleasePreviewSheet({ preview, onClose }: { preview: ReleasePreview; onClose: () => void }) {
  return (
    <section className="release-preview" aria-label={`Pregled izdanja ${preview.name}`}>
      <h2>Pregled: {preview.name}</h2>
      <p>Ovako će izgledati od {momentText(preview.moment)}.</p>
      {preview.pages.map((page) => (
        <div key={page.slug}>
          <h3>Stranica {page.title}</h3>
          <ol>
            {page.components.map((section) => (
              <li key={textOf(section, 'id')}>{textOf(section, 'title') || textOf(section, 'type')}</li>
            ))}
          </ol>
        </div>
      ))}
      {preview.navigations.map((menu) => (
        <div key={menu.handle}>
          <h3>Izbornik {menu.title}</h3>
          <ul>
            {menu.items.map((item) => (
              <li key={item.id}>
                {item.title}
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.id}>{child.title}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {preview.masters.map((master) => (
        <div key={master.id}>
          <h3>Master sekcija {master.name}</h3>
          {textOf(master.content, 'title') && (
            <p>
              <strong>{textOf(master.content, 'title')}</strong>
            </p>
          )}
          <div
            className="release-preview__popup"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the master's HTML, sanitised by the server (modules/cms/sanitize.ts) when the release is stored, shown as its pages show it.
            dangerouslySetInnerHTML={{ __html: textOf(master.content, 'html') }}
          />
        </div>
      ))}
      {preview.popup && (
        <div>
          <h3>Skočni prozor</h3>
          <p>
            <strong>{preview.popup.title}</strong>
          </p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the popup's HTML, sanitised by the server (modules/cms/sanitize.ts) when the release is stored, shown as the shop's popup shows it. */}
          <div className="release-preview__popup" dangerouslySetInnerHTML={{ __html: preview.popup.description }} />
        </div>
      )}
      {preview.products.length > 0 && (
        <div>
          <h3>Proizvodi</h3>
          <ul>
            {preview.products.map((p) => (
              <li key={p.productId}>
                {p.name}: {productStateText(p)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Zatvori pregled
      </button>
    </section>
  );
}
