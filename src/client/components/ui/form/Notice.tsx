import type { ReactNode } from 'react';
import './form.css';

/** A notice for form-level outcomes: errors are alerts, successes polite status messages. */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
