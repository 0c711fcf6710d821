import type { ReactNode } from 'react';
import { MethodsStatus } from './MethodsStatus.js';
import type { StepProps } from './step-props.js';

/**
 * A step that chooses among methods the server lists (DOSTAVA, NAPLATA): its heading and what was chosen so far, the
 * list while it loads or the way to load it again, then the form of the choices, whose submit sends `submit`.
 */
export function MethodsStep({
  heading,
  summary,
  loading,
  failed,
  loadingText,
  send,
  submit,
  children,
}: {
  heading: string;
  summary: ReactNode;
  loading: boolean;
  failed: boolean;
  loadingText: string;
  send: StepProps['send'];
  submit: Parameters<StepProps['send']>[0];
  children: ReactNode;
}) {
  return (
    <div className="checkout-step">
      <h2 className="checkout-step__heading">{heading}</h2>
      {summary}
      <MethodsStatus
        loading={loading}
        failed={failed}
        loadingText={loadingText}
        onRetry={() => send({ type: 'retry' })}
      />
      {!loading && !failed && (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(submit);
          }}
        >
          {children}
        </form>
      )}
    </div>
  );
}
