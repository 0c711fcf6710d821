import { useEffect, useRef } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { paymentHandoffMachine } from '@machines/payment-handoff/payment-handoff.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { useFormMachine } from '../../../components/ui/form/form-machine.js';
import { startCardPayment } from '../api/payment-calls.js';
import { paymentTexts as tx } from '../texts.js';
import './checkout.css';

/**
 * /naplata/placanje?orderSlug=: makes a payment attempt and posts its signed form to the gateway's hosted page. The
 * form is real HTML, so a browser that did not post it (or a shopper who came back with Back) posts it with the
 * button.
 */
export function PaymentHandoffPage({ orderSlug }: { orderSlug: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    paymentHandoffMachine.provide({
      actors: { startPayment: fromPromise(({ input }) => startCardPayment(api, input.orderSlug)) },
    }),
    { input: { orderSlug } },
  );
  const { form, failure } = snapshot.context;
  useEffect(() => {
    if (form) formRef.current?.submit();
  }, [form]);
  return (
    <section className="checkout container checkout--empty payment-handoff">
      <h1 className="page-title">{tx.title}</h1>
      {snapshot.matches('starting') && <p role="status">{tx.redirecting}</p>}
      {form && (
        <form ref={formRef} action={form.action} method="post" acceptCharset="UTF-8">
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p role="status">{tx.redirecting}</p>
          <button type="submit" className="btn btn--primary">
            {tx.continue}
          </button>
        </form>
      )}
      {snapshot.matches('failed') && failure && (
        <>
          <p role="alert">
            <FailureText failure={failure} />
          </p>
          <div className="checkout__actions">
            <button type="button" className="btn btn--primary" onClick={() => send({ type: 'retry' })}>
              {tx.retry}
            </button>
            <Link to="/naplata/uspjesna" search={{ orderSlug }} className="btn btn--outline">
              {tx.toOrder}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
