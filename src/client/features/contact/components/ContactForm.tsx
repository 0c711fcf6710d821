import { useRef } from 'react';
import { useHydrated, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { contactFormMachine } from '@machines/contact-form/contact-form.machine.js';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@shared/validation/contact.js';
import { errorText } from '../../../lib/error-texts.js';
import { type CaptchaSolution, solveCaptcha } from '../../../lib/captcha/solve-captcha.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { ConsentsBlock, type FormConsent } from '../../../components/ui/form/ConsentsBlock.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { contactConsentsQueryOptions, sendContactMessage } from '../api/contact-calls.js';

/**
 * 'Pošaljite nam poruku' on /kontakt (docs/decisions/0207-contact-form.md): the form appears after hydration with
 * the contact form's consents, since its captcha is solved in the browser.
 */
export function ContactFormSection() {
  const { api } = useRouteContext({ from: '__root__' });
  const hydrated = useHydrated();
  const consents = useQuery({ ...contactConsentsQueryOptions(api), enabled: hydrated });
  return (
    <section className="contact-form-section" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form-section__title">
        Pošaljite nam poruku
      </h2>
      <p className="contact-page__lead">
        Odgovaramo radnim danom u roku od jednog dana. Kopiju poruke poslat ćemo i na Vašu e-mail adresu.
      </p>
      {consents.isError && <Notice kind="error">Privole nisu učitane. Osvježite stranicu i pokušajte ponovno.</Notice>}
      {consents.data && <ContactForm consents={consents.data} />}
    </section>
  );
}

function ContactForm({ consents }: { consents: FormConsent[] }) {
  const { api } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    contactFormMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(() => solveCaptcha(api)),
        send: fromPromise(({ input }) =>
          sendContactMessage(api, input.values, input.accepted, input.captcha as CaptchaSolution),
        ),
      },
      actions: { focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0) },
    }),
    { input: { consents: consents.map((c) => ({ id: c.id, required: c.required })) } },
  );
  const { context } = snapshot;
  if (snapshot.matches('sent'))
    return (
      <div className="contact-form">
        <Notice kind="success">
          Hvala! Vaša poruka je poslana. Kopiju smo poslali na {context.values.email.trim()}.
        </Notice>
        <button type="button" className="btn btn--outline" onClick={() => send({ type: 'form.again' })}>
          Pošalji novu poruku
        </button>
      </div>
    );
  const field = fieldBinder(context, send);
  const pending = snapshot.matches('solvingCaptcha') || snapshot.matches('sending');
  const topicError = context.errors.topic;
  const messageError = context.errors.message;
  return (
    <form ref={formRef} className="form contact-form" noValidate onSubmit={submitTo(send)} aria-label="Kontakt obrazac">
      {context.failure && snapshot.matches('editing') && <Notice kind="error">{errorText(context.failure)}</Notice>}
      <div className={`field${topicError ? ' field--invalid' : ''}`}>
        <label htmlFor="field-topic" className="field__label">
          Tema{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <select
          id="field-topic"
          name="topic"
          value={context.values.topic}
          onChange={(e) => send({ type: 'field.change', field: 'topic', value: e.target.value })}
          aria-required
          aria-invalid={topicError ? true : undefined}
          aria-describedby={topicError ? 'field-topic-error' : undefined}
        >
          <option value="">Odaberite</option>
          {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {topicError && (
          <p id="field-topic-error" className="field__error">
            {topicError}
          </p>
        )}
      </div>
      <div className="form__row">
        <Field {...field('name')} label="Ime i prezime" autoComplete="name" required />
        <Field {...field('email')} label="E-mail" type="email" autoComplete="email" required />
      </div>
      <Field
        {...field('orderNumber')}
        label="Broj narudžbe"
        hint="Nije obavezno: upišite ga ako pišete o narudžbi."
        maxLength={CONTACT_LIMITS.orderNumber}
      />
      <div className={`field${messageError ? ' field--invalid' : ''}`}>
        <label htmlFor="field-message" className="field__label">
          Poruka{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id="field-message"
          name="message"
          className="field__input contact-form__message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={context.values.message}
          onChange={(e) => send({ type: 'field.change', field: 'message', value: e.target.value })}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'field-message-error' : undefined}
        />
        {messageError && (
          <p id="field-message-error" className="field__error">
            {messageError}
          </p>
        )}
      </div>
      <ConsentsBlock
        title="Privole"
        consents={consents}
        checked={new Set(context.accepted)}
        onToggle={(id) => send({ type: 'consent.toggle', id })}
        error={context.errors.consents}
      />
      <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>
        {pending ? 'ŠALJEM...' : 'POŠALJI PORUKU'}
      </button>
    </form>
  );
}
