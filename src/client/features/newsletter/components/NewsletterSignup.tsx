import { useEffect, useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { type NewsletterConsent, newsletterMachine } from '@machines/newsletter/newsletter.machine.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { ConsentsBlock, type FormConsent } from '../../../components/ui/form/ConsentsBlock.js';
import { Field } from '../../../components/ui/form/Field.js';
import { newsletterConsentsQueryOptions, subscribeNewsletter } from '../api/newsletter-calls.js';
import { newsletterTexts as tx } from '../texts.js';
import './newsletter.css';

/**
 * The footer's newsletter sign-up (docs/decisions/0206-newsletter-double-opt-in.md). The band shows 'Želim
 * newsletter'; pressing it asks for the newsletter form's consents and opens the form, so no page asks the API for
 * more than its first view draws (docs/decisions/0124-page-data-carries-what-the-first-view-draws.md) and the
 * page's own consent boxes stay the only ones until the visitor wants this one.
 */
export function NewsletterSignup() {
  const { api } = useRouteContext({ from: '__root__' });
  const [wanted, setWanted] = useState(false);
  const consents = useQuery({ ...newsletterConsentsQueryOptions(api), enabled: wanted });
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div className="newsletter__intro">
          <h2 id="newsletter-title" className="newsletter__title">
            {tx.title}
          </h2>
          <p className="newsletter__lead">{tx.lead}</p>
        </div>
        {consents.isError && (
          <p className="newsletter__note" role="alert">
            {tx.consentsNotFetched}
          </p>
        )}
        {consents.data ? (
          <NewsletterForm consents={consents.data} />
        ) : (
          <div>
            <button
              type="button"
              className="btn btn--primary newsletter__open"
              aria-busy={consents.isFetching || undefined}
              onClick={() => setWanted(true)}
            >
              {tx.open}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function NewsletterForm({ consents }: { consents: FormConsent[] }) {
  const { api } = useRouteContext({ from: '__root__' });
  const input: { consents: NewsletterConsent[] } = {
    consents: consents.map((c) => ({ id: c.id, required: c.required })),
  };
  const [snapshot, send] = useFormMachine(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise(({ input: call }) => subscribeNewsletter(api, call.email, call.consents)),
      },
    }),
    { input },
  );
  const { context } = snapshot;
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by the band's button: the address field takes the focus.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  if (snapshot.matches('sent'))
    return (
      <div className="newsletter__form">
        <p className="newsletter__note" role="status">
          {tx.sent(context.values.email.trim())}
        </p>
        <button
          type="button"
          className="btn btn--outline newsletter__again"
          onClick={() => send({ type: 'form.again' })}
        >
          {tx.again}
        </button>
      </div>
    );
  const bind = fieldBinder(context, send);
  const pending = snapshot.matches('subscribing');
  return (
    <form ref={formRef} className="form newsletter__form" noValidate onSubmit={submitTo(send)} aria-label={tx.title}>
      <div className="newsletter__row">
        <Field
          {...bind('email')}
          name="newsletterEmail"
          label={tx.emailLabel}
          type="email"
          autoComplete="email"
          required
        />
        <button type="submit" className="btn btn--primary newsletter__submit" aria-disabled={pending || undefined}>
          {pending ? tx.pending : tx.submit}
        </button>
      </div>
      <ConsentsBlock
        title={tx.consentsTitle}
        consents={consents}
        checked={new Set(context.accepted)}
        onToggle={(id) => send({ type: 'consent.toggle', id })}
        error={context.errors.consents}
      />
      {context.failure && (
        <p className="newsletter__note" role="alert">
          {errorText(context.failure)}
        </p>
      )}
    </form>
  );
}
