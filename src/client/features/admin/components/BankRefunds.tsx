import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { bankRefundsQueryOptions } from '../api/orders.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { dateTime, money } from './OrderList.js';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Narudžba' },
  { label: 'Zabilježeno' },
  { label: 'Primatelj' },
  { label: 'IBAN' },
  { label: 'Opis plaćanja' },
  { label: 'Iznos', numeric: true },
];

/**
 * 'Povrati na račun za uplatu' (docs/decisions/0154-refunds-by-lines.md): what staff copy into the bank for each refund
 * of cash on delivery or a bank transfer; each is marked paid on its order's page ('Povrat uplaćen').
 */
export function BankRefunds() {
  const { api } = useRouteContext({ from: '__root__' });
  const query = useQuery(bankRefundsQueryOptions(api));
  const records = query.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <section aria-labelledby="desk-bank-refunds" className="desk-bank-refunds">
      <h2 id="desk-bank-refunds">Povrati na račun za uplatu ({records.length})</h2>
      <DeskTable columns={COLUMNS} small>
        {records.map((r) => (
          <tr key={r.id}>
            <td>
              <Link to="/admin/orders/{-$id}" params={{ id: String(r.orderId) }}>
                {r.number}
              </Link>
            </td>
            <td>{dateTime.format(new Date(r.createdAt))}</td>
            <td>{r.name}</td>
            <td>{r.iban ?? 'nije poznat: zatražite ga od kupca'}</td>
            <td>{r.reference}</td>
            <td className="num">{money(r.amountCents)}</td>
          </tr>
        ))}
      </DeskTable>
    </section>
  );
}
