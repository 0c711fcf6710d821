import { auditFieldText } from '@shared/audit.js';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminImportMachine } from '@machines/admin-import/admin-import.machine.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { exportProducts, importProducts, type ProductFilters, undoBulk } from '../../api/catalogue.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { useStaff } from './use-staff.js';

const REPORT_COLUMNS: readonly DeskColumn[] = [
  { label: 'Redak', numeric: true },
  { label: 'Šifra' },
  { label: 'Promjena ili greška' },
];

/** Saves text as a file of the browser's downloads. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * CSV by SKU for the list's filter: the export downloads what the filter shows with its variants; the import is read
 * and previewed with every bad row by line before a clean file is imported as one undoable action.
 */
export function CsvPanel({ filters }: { filters: ProductFilters }) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    adminImportMachine.provide({
      actors: {
        previewFile: fromPromise(async ({ input }) => {
          const csv = await (input.file as File).text();
          return { csv, report: await importProducts(api, csv, true) };
        }),
        importCsv: fromPromise(({ input }) => importProducts(api, input, false)),
        undoImport: fromPromise(({ input }) => undoBulk(api, input)),
      },
      actions: { changed: () => void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'products'] }) },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const { report, failure } = useSelector(actor, (s) => s.context);
  return (
    <details className="catalogue-csv">
      <summary>CSV: izvoz i uvoz po šifri</summary>
      <div className="desk-actions__buttons">
        <button
          type="button"
          className="btn btn--outline"
          onClick={async () => {
            const file = await exportProducts(api, filters);
            download(file.fileName, file.csv);
          }}
        >
          Izvezi filtar u CSV
        </button>
        <label className="btn btn--outline">
          Uvezi CSV…
          <input
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            disabled={state === 'previewing' || state === 'importing' || state === 'undoing'}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) actor.send({ type: 'file.choose', file });
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      <p className="admin-note">
        Stupci: sifra; naziv; status; redovna_cijena; akcijska_cijena; clanska_cijena; zaliha. Prazna akcijska cijena
        znači bez akcije; izostavljeni stupac se ne mijenja; naziv se mijenja u obrascu proizvoda. Redak s novom šifrom,
        nazivom, stupcem kategorija (naziv ili adresa kategorije) i redovnom cijenom izrađuje novi proizvod (skicu, ako
        status nije zadan).
      </p>
      {failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {state === 'previewing' && <p role="status">Čitanje datoteke...</p>}
      {report && (state === 'previewed' || state === 'importing') && (
        <section className="catalogue-take" aria-label="Pregled uvoza">
          <p>
            Redaka: {report.lines} · mijenja se: {report.changed} · novih proizvoda: {report.created} · s greškom:{' '}
            {report.errors.length}
          </p>
          {report.errors.length > 0 && (
            <p role="alert">
              Datoteka ima pogrešne retke. Ispravite ih i odaberite datoteku ponovno; ništa nije upisano.
            </p>
          )}
          <DeskTable columns={REPORT_COLUMNS} small>
            {report.errors
              .filter((e) => e.line === 1)
              .map((e) => (
                <tr key={e.message} className="catalogue__stale">
                  <td className="num">1</td>
                  <td>–</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            {report.rows.slice(0, 200).map((row) => (
              <tr key={row.line} data-line={row.line} className={row.error ? 'catalogue__stale' : undefined}>
                <td className="num">{row.line}</td>
                <td className="catalogue-import__cell">{row.sku || '–'}</td>
                <td className="catalogue-import__cell">
                  {row.error ?? (
                    <>
                      {row.created && <strong>novi proizvod: </strong>}
                      {row.changes
                        .map(
                          (c) => `${auditFieldText(c.field)}: ${String(c.before ?? '–')} → ${String(c.after ?? '–')}`,
                        )
                        .join('; ')}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </DeskTable>
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={state === 'importing' || report.errors.length > 0 || report.changed === 0}
              onClick={() => actor.send({ type: 'import' })}
            >
              {state === 'importing' ? 'Uvoz...' : `Uvezi ${report.changed} promjena`}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
              Odustani
            </button>
          </div>
        </section>
      )}
      {report && (state === 'imported' || state === 'undoing') && (
        <>
          <Notice kind="success">Uvezeno: promijenjeno {report.changed} proizvoda.</Notice>
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={state === 'undoing'}
              onClick={() => actor.send({ type: 'undo' })}
            >
              Poništi uvoz
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
              Zatvori
            </button>
          </div>
        </>
      )}
      {state === 'undone' && (
        <>
          <Notice kind="success">Uvoz je poništen.</Notice>
          <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
            Zatvori
          </button>
        </>
      )}
    </details>
  );
}
