import { Component, type ReactNode, Suspense, useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { t } from '../lib/i18n.js';
import { isChunkLoadError, reloadOnce } from './reload-guard.js';
import './status-pages.css';
import { lazyPart } from './lazy-part.js';

/** Last line of defence: if the error page itself throws, show a plain message and a link home. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="status-page container" role="alert">
        <p className="status-page__text">{t.errorFatal}</p>
        <a className="btn btn--primary" href="/">
          {t.backHome}
        </a>
      </div>
    );
  }
}

/** The error's Croatian text; the table loads with the error page, not with every first view. */
const ErrorText = lazyPart('ErrorText', () =>
  import('../lib/error-texts.js').then(({ errorText }) => ({
    default: ({ error }: { error: unknown }) => <>{errorText(error)}</>,
  })),
);

function ErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    // A chunk that failed to load after a deploy: one reload fetches the new build.
    if (isChunkLoadError(error)) reloadOnce(window.sessionStorage, () => window.location.reload());
  }, [error]);
  return (
    <section className="status-page container" role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className="status-page__title">
        {t.errorTitle}
      </h1>
      <p className="status-page__text">
        <Suspense fallback={t.loading}>
          <ErrorText error={error} />
        </Suspense>
      </p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.history.back()}>
          {t.errorBack}
        </button>
      </div>
    </section>
  );
}

/** Non-404 errors: 'DOGODILA SE GREŠKA NA STRANICI', the message and 'NATRAG'. */
export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <ErrorPageBoundary>
      <ErrorContent error={error} />
    </ErrorPageBoundary>
  );
}
