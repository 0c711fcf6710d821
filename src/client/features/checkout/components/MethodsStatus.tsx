import { checkoutTexts as tx } from '../texts.js';

/** A step's method list while it loads ('Dohvaćam metode...'), or the way to load it again after a failure. */
export function MethodsStatus({
  loading,
  failed,
  loadingText,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  loadingText: string;
  onRetry: () => void;
}) {
  if (loading) return <p role="status">{loadingText}</p>;
  if (!failed) return null;
  return (
    <button type="button" className="btn btn--outline" onClick={onRetry}>
      {tx.retry}
    </button>
  );
}
