import { useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { orderLookUpMachine } from '@machines/order-lookup/order-lookup.machine.js';
import { usePageTitle } from '../../../app/title.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { lookUpOrder, type OrderView } from '../api/order-calls.js';
import { orderTexts } from '../texts.js';
import { OrderDetail } from './OrderDetail.js';
import './orders.css';

const tx = orderTexts.lookUp;

/**
 * /narudzba: a guest finds an order by its number and e-mail (docs/decisions/0044-order-history-and-look-up.md) and
 * sees it as a customer would, with the PDF, the slip and 'Odustani od ugovora'. The look-up machine owns the form.
 */
export function OrderLookUpPage({ number }: { number?: string | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  usePageTitle(tx.title);
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    orderLookUpMachine.provide({
      actors: { lookUp: fromPromise(({ input }) => lookUpOrder(api, input)) },
      actions: { focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0) },
    }),
    { input: { values: { number: number?.slice(0, 40) ?? '' } } },
  );
  const field = fieldBinder(snapshot.context, send);
  const { failure } = snapshot.context;
  const order = snapshot.context.order as OrderView | null;

  if (snapshot.matches('found') && order) {
    return (
      <section className="container order-page">
        {/* The withdrawal's answer is shown by its panel; looking the order up again shows its new status. */}
        <OrderDetail order={order} onChanged={() => {}} />
        <button type="button" className="btn btn--outline" onClick={() => send({ type: 'lookup.again' })}>
          {tx.again}
        </button>
      </section>
    );
  }
  const pending = snapshot.matches('searching');
  return (
    <section className="container order-page order-lookup">
      <h1 className="page-title">{tx.title}</h1>
      <p>{tx.intro}</p>
      <form ref={formRef} className="form order-lookup__form" noValidate onSubmit={submitTo(send)}>
        {failure && <Notice kind="error">{failure.code === 'NOT_FOUND' ? tx.notFound : errorText(failure)}</Notice>}
        <Field {...field('number')} label={tx.number} inputMode="numeric" placeholder="2026-000123" required />
        <Field {...field('email')} label={tx.email} type="email" autoComplete="email" required />
        <button type="submit" className="btn btn--primary" aria-busy={pending || undefined}>
          {pending ? tx.searching : tx.submit}
        </button>
      </form>
    </section>
  );
}
