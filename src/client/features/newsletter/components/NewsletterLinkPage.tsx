import { Link, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailVerificationMachine } from '@machines/email-verification/email-verification.machine.js';
import { usePageTitle } from '../../../app/title.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { confirmNewsletter, unsubscribeNewsletter } from '../api/newsletter-calls.js';
import { newsletterTexts as tx } from '../texts.js';
import './newsletter.css';

const PAGES = {
  confirm: {
    title: tx.confirmTitle,
    working: tx.confirming,
    done: tx.confirmed,
    failed: tx.confirmFailed,
    call: confirmNewsletter,
  },
  unsubscribe: {
    title: tx.unsubscribeTitle,
    working: tx.unsubscribing,
    done: tx.unsubscribed,
    failed: tx.unsubscribeFailed,
    call: unsubscribeNewsletter,
  },
} as const;

/**
 * /newsletter/potvrda and /newsletter/odjava: the links of the newsletter's mails, which work without signing in
 * (docs/decisions/0206-newsletter-double-opt-in.md). One call with the link's token, by the one-call link machine.
 */
export function NewsletterLinkPage({ kind, token }: { kind: keyof typeof PAGES; token?: string | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  const page = PAGES[kind];
  usePageTitle(page.title);
  const actor = useActorRef(
    emailVerificationMachine.provide({
      actors: { verifyEmail: fromPromise(({ input }) => page.call(api, input.token)) },
    }),
    { input: { token } },
  );
  const state = useSelector(actor, (s) => s.value);
  return (
    <div className="page container newsletter-page">
      <h1 className="page-title">{page.title}</h1>
      {(state === 'starting' || state === 'verifying') && <p role="status">{page.working}</p>}
      {state === 'confirmed' && <Notice kind="success">{page.done}</Notice>}
      {(state === 'failed' || state === 'noToken') && <Notice kind="error">{page.failed}</Notice>}
      <p>
        <Link to="/">{tx.toShop}</Link>
      </p>
    </div>
  );
}
