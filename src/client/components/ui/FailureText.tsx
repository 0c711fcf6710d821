import { useEffect, useState } from 'react';
import type { errorText } from '../../lib/error-texts.js';

type Worded = Parameters<typeof errorText>[0];

/**
 * A failure worded in Croatian by its code. The table of texts loads on first use, as the API client's toasts do,
 * so it is not part of the checkout's first view (docs/targets.md P1).
 */
export function FailureText({ failure }: { failure: Worded }) {
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    void import('../../lib/error-texts.js').then((m) => {
      if (live) setText(m.errorText(failure));
    });
    return () => {
      live = false;
    };
  }, [failure]);
  return <>{text}</>;
}
