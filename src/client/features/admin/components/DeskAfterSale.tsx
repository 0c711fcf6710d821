import { countWord } from '@shared/plural.js';
import type { DeskOrder } from '../api/orders.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { dateTime, money } from './OrderList.js';

const LINE_COLUMNS: readonly DeskColumn[] = [
  { label: 'Stavka' },
  { label: 'Naručeno', numeric: true },
  { label: 'Otkazano prije slanja', numeric: true },
  { label: 'Odustanak nakon slanja', numeric: true },
  { label: 'Vraćeno', numeric: true },
  { label: 'Novac vraćen', numeric: true },
];

const REFUND_COLUMNS: readonly DeskColumn[] = [
  { label: 'Vrijeme' },
  { label: 'Način' },
  { label: 'Stavke' },
  { label: 'Razlog' },
  { label: 'Stanje' },
  { label: 'Iznos', numeric: true },
];

/** 'još 3 dana' / 'još 1 dan' / 'još 21 dan' / 'rok je istekao' */
function daysLeft(days: number): string {
  if (days <= 0) return 'rok je istekao';
  return `još ${days} ${countWord(days, 'dan', 'dana', 'dana')}`;
}

/**
 * The order after the sale on the desk (docs/decisions/0153-withdrawal-by-lines.md, 0154-refunds-by-lines.md): units
 * per line, withdrawals, goods back, refunds and the legal deadlines with the days left.
 */
export function DeskAfterSale({ order }: { order: DeskOrder }) {
  const a = order.afterSale;
  const touched = a.lines.some((l) => l.cancelled + l.withdrawn + l.returned + l.refunded > 0);
  const { withdrawal, refund } = a.deadlines;
  if (!touched && a.refunds.length === 0 && !withdrawal && !refund && a.heldCents === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="desk-after-sale">
      <h2 id="desk-after-sale">Nakon prodaje</h2>
      <dl className="desk-figures">
        <dt>Uplaćeno</dt>
        <dd>{money(a.paidCents)}</dd>
        {a.heldCents > 0 && (
          <>
            <dt>Autorizirano, nije naplaćeno</dt>
            <dd>{money(a.heldCents)}</dd>
          </>
        )}
        <dt>Vraćeno kupcu</dt>
        <dd>{money(a.refundedCents)}</dd>
        {withdrawal && (
          <>
            <dt>Rok za odustanak</dt>
            <dd>
              {dateTime.format(new Date(withdrawal.until))} ({daysLeft(withdrawal.daysLeft)})
            </dd>
          </>
        )}
        {refund && (
          <>
            <dt>Rok za povrat novca</dt>
            <dd data-testid="refund-deadline">
              {dateTime.format(new Date(refund.until))} ({daysLeft(refund.daysLeft)})
            </dd>
          </>
        )}
        {a.iban && (
          <>
            <dt>IBAN kupca</dt>
            <dd>{a.iban}</dd>
          </>
        )}
      </dl>
      {touched && (
        <DeskTable columns={LINE_COLUMNS} caption="Količine po stavkama" small>
          {a.lines.map((l) => (
            <tr key={l.itemId}>
              <td>{l.name}</td>
              <td className="num">{l.qty}</td>
              <td className="num">{l.cancelled}</td>
              <td className="num">{l.withdrawn}</td>
              <td className="num">{l.returned}</td>
              <td className="num">{l.refunded}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      {a.withdrawals.length > 0 && (
        <>
          <h3>Odustanci</h3>
          <ul>
            {a.withdrawals.map((w) => (
              <li key={w.at}>
                {dateTime.format(new Date(w.at))}: {w.name}, {w.lines.join(', ')} (
                {w.afterShipment ? 'roba se vraća' : 'prije slanja, otkazano'})
              </li>
            ))}
          </ul>
        </>
      )}
      {a.returns.length > 0 && (
        <>
          <h3>Vraćena roba</h3>
          <ul>
            {a.returns.map((r) => (
              <li key={`${r.at}-${r.line}`}>
                {dateTime.format(new Date(r.at))}: {r.line}, {r.restock ? 'na zalihu' : 'otpis'} ({r.reason})
              </li>
            ))}
          </ul>
        </>
      )}
      {a.refunds.length > 0 && (
        <DeskTable columns={REFUND_COLUMNS} caption="Povrati novca" small>
          {a.refunds.map((r) => (
            <tr key={r.id}>
              <td>{dateTime.format(new Date(r.at))}</td>
              <td>{r.method === 'card' ? 'kartica' : `na račun ${r.iban ?? '(IBAN nije poznat)'}`}</td>
              <td>{[...r.lines, ...(r.deliveryCents > 0 ? ['dostava'] : [])].join(', ')}</td>
              <td>{r.reason}</td>
              <td>{r.doneAt ? 'vraćeno' : 'čeka uplatu'}</td>
              <td className="num">{money(r.amountCents)}</td>
            </tr>
          ))}
        </DeskTable>
      )}
    </section>
  );
}
