import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '@shared/money.js';
import { VOUCHER_STATE_TEXT } from '@shared/vouchers.js';
import { quiet, unwrap } from '../../../lib/api-client.js';

const date = (iso: string) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(new Date(iso))
    .replace(/\s/g, '');

/**
 * The order's gift vouchers (docs/decisions/0215-vouchers-pay-at-checkout.md): what vouchers paid of it, and the
 * vouchers it bought with their code, balance and PDF. Vouchers bought by card are issued with the capture a moment
 * after the return from the gateway, so the list asks again for a short while until they are there.
 */
export function OrderVouchers({ orderSlug }: { orderSlug: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const query = useQuery({
    queryKey: ['order', 'vouchers', orderSlug],
    queryFn: () => unwrap(api.GET('/api/v1/order/vouchers', { params: { query: { orderSlug } }, middleware: [quiet] })),
    refetchInterval: (q) => (q.state.data?.buysVouchers && q.state.data.vouchers.length === 0 ? 2000 : false),
  });
  const data = query.data;
  if (!data || (data.voucherCents === 0 && !data.buysVouchers)) return null;
  const { buysVouchers } = data;
  return (
    <section className="order-success__vouchers" aria-labelledby="order-vouchers">
      <h2 id="order-vouchers">Poklon bonovi</h2>
      {data.voucherCents > 0 && (
        <p data-testid="order-voucher-paid">Plaćeno poklon bonom: {formatMoney(data.voucherCents)}</p>
      )}
      {buysVouchers &&
        (data.vouchers.length === 0 ? (
          <p role="status">Poklon bonove izdajemo čim plaćanje bude zaprimljeno i šaljemo ih e-poštom.</p>
        ) : (
          <ul>
            {data.vouchers.map((v) => (
              <li key={v.code} data-testid="order-voucher">
                <strong>{v.code}</strong> · {formatMoney(v.valueCents)} · preostalo {formatMoney(v.balanceCents)} ·
                vrijedi do {date(v.expiresAt)} · {VOUCHER_STATE_TEXT[v.state]} ·{' '}
                <a href={v.pdfUrl} target="_blank" rel="noopener">
                  Preuzmi PDF bona {v.code}
                </a>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
