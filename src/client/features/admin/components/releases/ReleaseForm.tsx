import type { Release, ReleaseInput, ReleaseOptions } from '@machines/cms-release/cms-release.machine.js';
import type { PickedItem } from '@machines/item-picker/item-picker.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { ItemPicker } from '../../../../components/item-picker/ItemPicker.js';
import { type ReleaseProductRow, releasePage, searchDraftPages, searchReleaseProducts } from '../../api/releases.js';
import { useCan } from '../../permissions.js';
import { type MasterLine, type MenuChoice, ReleaseFrameFields } from './ReleaseFrameFields.js';
import { type PopupDraft, ReleasePopupFields } from './ReleasePopupFields.js';
import { type ProductLine, ReleaseProductLines } from './ReleaseProductLines.js';
import { centsOf, instantOf } from './release-texts.js';

/** The API takes up to ten pages in a release (docs/decisions/0251-cms-timed-releases.md). */
const MAX_PAGES = 10;
const MAX_PRODUCTS = 50;

/** An instant as a `datetime-local` value in the browser's local time (seconds included). */
function localOf(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A scheduled release's products as the form's rows: the state the release makes. */
const linesOf = (release: Release | null): ProductLine[] =>
  (release?.products ?? []).map((p) => ({
    productId: p.productId,
    name: p.name,
    before: p.current.regularPrice,
    published: p.next.published,
    price: euros(p.next.regularPrice),
    sale: p.next.salePrice === null ? '' : euros(p.next.salePrice),
  }));

/** A product row found by the picker as a new form row: as it is now, so only what the editor changes changes. */
const lineOfRow = (row: ReleaseProductRow): ProductLine => ({
  productId: row.id,
  name: row.name,
  before: row.regularPrice,
  published: row.status === 'published',
  price: euros(row.regularPrice),
  sale: row.finalPrice < row.regularPrice ? euros(row.finalPrice) : '',
});

/** The form's choices of one kind: what can be taken now, then what the edited release holds and is gone since. */
function union<T>(now: readonly T[], held: readonly T[], key: (item: T) => string | number): T[] {
  const seen = new Set(now.map(key));
  return [...now, ...held.filter((item) => !seen.has(key(item)))];
}

/**
 * A new release, or a scheduled one edited (docs/decisions/0251-cms-timed-releases.md): its name, its moment, the
 * pages and menus whose current drafts it takes (picked from those with a draft), masters' new content
 * (docs/decisions/0260-masters-and-menus-in-releases.md), the popup's new texts (starting from the popup now), and
 * products picked with whether shoppers see them and their new prices. The server checks everything again and the
 * form shows its coded refusal.
 */
export function ReleaseForm({
  page,
  release,
  options,
  busy,
  failure,
  onSubmit,
  onClose,
}: {
  /** The page the edit toolbar came from: a new release starts with it. */
  page: string;
  /** The scheduled release edited; null for a new one. */
  release: Release | null;
  /** What the form can take, read as it opened. */
  options: ReleaseOptions;
  busy: boolean;
  failure: Failure | null;
  onSubmit: (input: ReleaseInput) => void;
  onClose: () => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const can = useCan();
  const id = useId();
  const title = release ? 'Uredi izdanje' : 'Novo izdanje';
  const [name, setName] = useState(release?.name ?? '');
  const [moment, setMoment] = useState(() =>
    localOf(release ? new Date(release.moment) : new Date(Date.now() + 3600_000)),
  );
  const [pages, setPages] = useState<PickedItem[]>(() =>
    release ? release.pages.map((p) => releasePage(p.slug, p.title)) : page ? [releasePage(page, page)] : [],
  );
  const [popup, setPopup] = useState<PopupDraft | null>(release?.popup ?? null);
  const [lines, setLines] = useState<ProductLine[]>(() => linesOf(release));
  const [menus, setMenus] = useState<string[]>(() => release?.navigations.map((n) => n.handle) ?? []);
  const [masters, setMasters] = useState<MasterLine[]>(() => release?.masters ?? []);
  const menuChoices = union<MenuChoice>(options.navigations, release?.navigations ?? [], (n) => n.handle);
  const masterChoices = union<MasterLine>(options.masters, release?.masters ?? [], (m) => m.id);
  const [problem, setProblem] = useState('');
  // What the product search found, so a picked product's row starts from its state now.
  const found = useRef(new Map<number, ReleaseProductRow>());

  const searchPages = useCallback((q: string, signal: AbortSignal) => searchDraftPages(api, q, signal), [api]);
  const searchProducts = useCallback(
    async (q: string, signal: AbortSignal): Promise<PickedItem[]> => {
      const rows = await searchReleaseProducts(api, q, signal);
      for (const row of rows) found.current.set(row.id, row);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        price: row.finalPrice / 100,
        image: row.thumbnail,
        detail: `${row.sku} · ${row.status === 'published' ? 'vidljiv' : 'skriven'}`,
      }));
    },
    [api],
  );
  const pickProducts = (picked: PickedItem[]) =>
    setLines((now) =>
      picked.flatMap((item) => {
        const kept = now.find((l) => l.productId === item.id);
        const row = found.current.get(item.id);
        return kept ? [kept] : row ? [lineOfRow(row)] : [];
      }),
    );
  const changeLine = (productId: number, patch: Partial<ProductLine>) =>
    setLines((now) => now.map((line) => (line.productId === productId ? { ...line, ...patch } : line)));

  const submit = () => {
    const at = instantOf(moment);
    if (!name.trim()) return setProblem('Upišite naziv izdanja.');
    if (!at) return setProblem('Upišite trenutak objave.');
    if (popup && !popup.title.trim()) return setProblem('Upišite naslov skočnog prozora ili ga maknite iz izdanja.');
    const products = [];
    for (const line of lines) {
      const regularPrice = centsOf(line.price);
      const salePrice = line.sale.trim() ? centsOf(line.sale) : null;
      if (regularPrice === null || (line.sale.trim() && salePrice === null))
        return setProblem(`Cijena proizvoda ${line.name} nije iznos u eurima.`);
      products.push({ productId: line.productId, published: line.published, regularPrice, salePrice });
    }
    setProblem('');
    onSubmit({
      name: name.trim(),
      moment: at,
      pages: [...new Set(pages.map((p) => p.slug))],
      navigations: menus,
      masters: masters.map((m) => ({ id: m.id, content: m.content })),
      popup: popup ? { ...popup, title: popup.title.trim() } : null,
      products,
    });
  };

  return (
    <form
      className="release-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{title}</h2>
      <label htmlFor={`${id}-name`}>Naziv izdanja</label>
      <input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-moment`}>Trenutak objave</label>
      <input
        id={`${id}-moment`}
        type="datetime-local"
        step={1}
        value={moment}
        onChange={(e) => setMoment(e.target.value)}
      />
      <ItemPicker
        kind="page"
        label="Stranice (njihovi trenutni nacrti)"
        chosen={pages}
        max={MAX_PAGES}
        onChange={setPages}
        search={searchPages}
      />
      <ReleaseFrameFields
        menus={menuChoices}
        chosenMenus={menus}
        onMenus={setMenus}
        masters={masterChoices}
        chosenMasters={masters}
        onMasters={setMasters}
      />
      <ReleasePopupFields popup={popup} start={options.popup} onChange={setPopup} />
      {can('catalogue.edit') && (
        <>
          <ItemPicker
            kind="product"
            label="Proizvodi"
            chosen={lines.map((l) => ({ id: l.productId, slug: '', name: l.name }))}
            max={MAX_PRODUCTS}
            onChange={pickProducts}
            search={searchProducts}
          />
          <ReleaseProductLines lines={lines} onChange={changeLine} />
        </>
      )}
      {(problem || failure) && (
        <p role="alert" className="release-form__problem">
          {problem || (failure && <FailureText failure={failure} />)}
        </p>
      )}
      <div className="desk-actions__buttons">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Spremam…' : release ? 'Spremi izmjene' : 'Zakaži'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Odustani
        </button>
      </div>
    </form>
  );
}
