import {
  adminVoucherMachine,
  type VoucherActionInput,
  type VoucherActionKind,
  type VoucherPage as VoucherPageOfMachine,
} from '@machines/admin-voucher/admin-voucher.machine.js';
import { VOUCHER_STATE_TEXT, type VoucherState } from '@shared/vouchers.js';
import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { useFormMachine } from '../../../../components/ui/form/form-machine.js';
import { type AdminVoucher, loadAdminVoucher, runVoucherAction } from '../../api/vouchers.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import { actorInWords } from '@shared/order-status.js';
import { day, DONE_TEXT, MOVEMENT_TEXT, money } from './voucher-text.js';
import '../catalogue/catalogue.css';

const MOVES: readonly DeskColumn[] = [
  { label: 'Vrijeme' },
  { label: 'Promjena' },
  { label: 'Iznos', numeric: true },
  { label: 'Stanje nakon', numeric: true },
  { label: 'Narudžba' },
  { label: 'Tko' },
  { label: 'Napomena' },
];

/** /admin/bonovi/$id: one voucher, its movements and the actions (docs/decisions/0217-vouchers-back-office.md). */
export function VoucherPage({ id }: { id: number }) {
  usePageTitle('Poklon bon');
  const { api, admin, checking } = useStaff();
  if (!admin) return <SignInFirst title="Poklon bon" checking={checking} />;
  return <VoucherScreen id={id} api={api} />;
}

function VoucherScreen({ id, api }: { id: number; api: ReturnType<typeof useStaff>['api'] }) {
  const [snapshot, send] = useFormMachine(
    adminVoucherMachine.provide({
      actors: {
        loadVoucher: fromPromise<VoucherPageOfMachine>(() => loadAdminVoucher(api, id)),
        runAction: fromPromise<VoucherPageOfMachine, VoucherActionInput>(({ input }) =>
          runVoucherAction(api, id, input),
        ),
      },
    }),
  );
  const { context } = snapshot;
  const page = context.page as AdminVoucher | null;
  const acting = snapshot.matches('acting');
  const act = (action: VoucherActionKind) => send({ type: 'act', action });
  return (
    <section className="admin-card admin-card--wide desk catalogue" aria-busy={acting || undefined}>
      <p>
        <Link to="/admin/bonovi/{-$id}" params={{ id: undefined }}>
          ← Poklon bonovi
        </Link>
      </p>
      <h1>Poklon bon {page?.voucher.code ?? ''}</h1>
      {snapshot.matches('failed') && (
        <div role="alert">
          <p>
            <FailureText failure={context.failure!} />
          </p>
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'retry' })}>
            Pokušaj ponovno
          </button>
        </div>
      )}
      {!page && !snapshot.matches('failed') && <p>Učitavanje...</p>}
      {page && (
        <>
          <dl className="voucher-facts" data-testid="voucher-facts">
            <div>
              <dt>Stanje</dt>
              <dd data-testid="voucher-balance">
                {money(page.voucher.balanceCents)} od {money(page.voucher.valueCents)}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd data-testid="voucher-state">{VOUCHER_STATE_TEXT[page.voucher.state as VoucherState]}</dd>
            </div>
            <div>
              <dt>Vrijedi do</dt>
              <dd data-testid="voucher-expiry">{day(page.voucher.expiresAt)}</dd>
            </div>
            <div>
              <dt>Kupac</dt>
              <dd>{page.voucher.email}</dd>
            </div>
            <div>
              <dt>Narudžba</dt>
              <dd>{page.voucher.orderNumber}</dd>
            </div>
            <div>
              <dt>E-pošta poslana</dt>
              <dd>{page.mailedAt ? dateTime.format(new Date(page.mailedAt)) : 'Još nije'}</dd>
            </div>
          </dl>
          <div aria-live="polite">
            {context.done && (
              <p className="notice notice--success" data-testid="voucher-done">
                {DONE_TEXT[context.done]}
              </p>
            )}
            {context.failure && !snapshot.matches('failed') && (
              <p role="alert" className="notice notice--error">
                <FailureText failure={context.failure} />
              </p>
            )}
          </div>
          <form
            className="desk-filters"
            aria-label="Radnje s poklon bonom"
            onSubmit={(event) => {
              event.preventDefault();
              act('extend');
            }}
          >
            <div className="desk-filter">
              <label htmlFor="voucher-expiry">Novi datum isteka</label>
              <input
                id="voucher-expiry"
                type="date"
                value={context.expiresAt}
                onChange={(e) => send({ type: 'date.change', value: e.target.value })}
                aria-invalid={context.dateError ? true : undefined}
                aria-describedby={context.dateError ? 'voucher-expiry-error' : undefined}
              />
              {context.dateError && (
                <p id="voucher-expiry-error" className="field__error">
                  {context.dateError}
                </p>
              )}
            </div>
            <div className="desk-filter desk-filter--wide">
              <label htmlFor="voucher-note">Napomena (nije obavezna)</label>
              <input
                id="voucher-note"
                value={context.note}
                maxLength={300}
                onChange={(e) => send({ type: 'note.change', value: e.target.value })}
              />
            </div>
            <div className="desk-filters__buttons">
              <button type="submit" className="btn btn--primary" disabled={acting}>
                Produlji rok
              </button>
              {page.voucher.state === 'blocked' ? (
                <button type="button" className="btn btn--outline" disabled={acting} onClick={() => act('unblock')}>
                  Odblokiraj
                </button>
              ) : (
                <button type="button" className="btn btn--outline" disabled={acting} onClick={() => act('block')}>
                  Blokiraj
                </button>
              )}
              <button type="button" className="btn btn--outline" disabled={acting} onClick={() => act('resend')}>
                Pošalji e-poštu ponovno
              </button>
            </div>
          </form>
          <h2>Promjene</h2>
          <DeskTable columns={MOVES} caption="Promjene poklon bona">
            {page.movements.map((m) => (
              <tr key={m.id}>
                <td>{dateTime.format(new Date(m.createdAt))}</td>
                <td>{MOVEMENT_TEXT[m.kind] ?? m.kind}</td>
                <td className="num">{m.amountCents === 0 ? '' : money(m.amountCents)}</td>
                <td className="num">{money(m.balanceAfterCents)}</td>
                <td>{m.orderNumber ?? ''}</td>
                <td>{actorInWords(m.actor)}</td>
                <td>{m.note ?? ''}</td>
              </tr>
            ))}
          </DeskTable>
        </>
      )}
    </section>
  );
}
