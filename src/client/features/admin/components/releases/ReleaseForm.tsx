import type { ReleaseInput } from '@machines/cms-release/cms-release.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { findProduct } from '../../api/releases.js';
import { useCan } from '../../permissions.js';
import { centsOf, instantOf } from './release-texts.js';

interface ProductLine {
  productId: number;
  name: string;
  published: boolean;
  price: string;
  sale: string;
}

/** An hour from now in the browser's local time, as a `datetime-local` value (seconds included). */
function inAnHour(): string {
  const at = new Date(Date.now() + 3600_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/**
 * A new release (docs/decisions/0251-cms-timed-releases.md): its name, its moment, the page whose current draft it
 * takes, and products with whether shoppers see them and their new prices. The server checks everything again and
 * the form shows its coded refusal.
 */
export function ReleaseForm({
  page,
  busy,
  failure,
  onSubmit,
  onClose,
}: {
  page: string;
  busy: boolean;
  failure: Failure | null;
  onSubmit: (input: ReleaseInput) => void;
  onClose: () => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const can = useCan();
  const id = useId();
  const [name, setName] = useState('');
  const [moment, setMoment] = useState(inAnHour);
  const [slug, setSlug] = useState(page);
  const [lines, setLines] = useState<ProductLine[]>([]);
  const [search, setSearch] = useState('');
  const [searchNote, setSearchNote] = useState('');
  const [problem, setProblem] = useState('');

  const addProduct = async () => {
    setSearchNote('');
    const found = search.trim() ? await findProduct(api, search.trim()).catch(() => null) : null;
    if (!found) return setSearchNote('Nijedan proizvod ne odgovara upisanom.');
    if (lines.some((l) => l.productId === found.id)) return setSearchNote('Proizvod je već u izdanju.');
    setLines([
      ...lines,
      {
        productId: found.id,
        name: found.name,
        published: found.status === 'published',
        price: (found.regularPrice / 100).toFixed(2).replace('.', ','),
        sale: '',
      },
    ]);
    setSearch('');
  };
  const change = (index: number, patch: Partial<ProductLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const submit = () => {
    const at = instantOf(moment);
    if (!name.trim()) return setProblem('Upišite naziv izdanja.');
    if (!at) return setProblem('Upišite trenutak objave.');
    const products = [];
    for (const line of lines) {
      const regularPrice = centsOf(line.price);
      const salePrice = line.sale.trim() ? centsOf(line.sale) : null;
      if (regularPrice === null || (line.sale.trim() && salePrice === null))
        return setProblem(`Cijena proizvoda ${line.name} nije iznos u eurima.`);
      products.push({ productId: line.productId, published: line.published, regularPrice, salePrice });
    }
    setProblem('');
    onSubmit({ name: name.trim(), moment: at, pages: slug.trim() ? [slug.trim()] : [], products });
  };

  return (
    <form
      className="release-form"
      aria-label="Novo izdanje"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>Novo izdanje</h2>
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
      <label htmlFor={`${id}-page`}>Stranica (njezin trenutni nacrt)</label>
      <input id={`${id}-page`} value={slug} onChange={(e) => setSlug(e.target.value)} placeholder="npr. naslovna" />
      {can('catalogue.edit') && (
        <fieldset className="release-form__products">
          <legend>Proizvodi</legend>
          {lines.map((line, index) => (
            <div key={line.productId} className="release-form__product" data-product={line.productId}>
              <strong>{line.name}</strong>
              <label className="release-form__check">
                <input
                  type="checkbox"
                  checked={line.published}
                  onChange={(e) => change(index, { published: e.target.checked })}
                />
                Vidljiv kupcima
              </label>
              <label>
                Redovna cijena (€)
                <input
                  inputMode="decimal"
                  value={line.price}
                  onChange={(e) => change(index, { price: e.target.value })}
                />
              </label>
              <label>
                Akcijska cijena (€)
                <input
                  inputMode="decimal"
                  value={line.sale}
                  onChange={(e) => change(index, { sale: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => setLines(lines.filter((_, i) => i !== index))}
              >
                Ukloni
              </button>
            </div>
          ))}
          <label htmlFor={`${id}-search`}>Dodaj proizvod (naziv ili šifra)</label>
          <div className="release-form__search">
            <input id={`${id}-search`} value={search} onChange={(e) => setSearch(e.target.value)} />
            <button type="button" className="btn btn--outline" onClick={() => void addProduct()}>
              Dodaj
            </button>
          </div>
          {searchNote && <p role="status">{searchNote}</p>}
        </fieldset>
      )}
      {(problem || failure) && (
        <p role="alert" className="release-form__problem">
          {problem || (failure && <FailureText failure={failure} />)}
        </p>
      )}
      <div className="desk-actions__buttons">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Zakazujem…' : 'Zakaži'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Odustani
        </button>
      </div>
    </form>
  );
}
