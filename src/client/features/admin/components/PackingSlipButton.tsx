import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { packingBatchMachine } from '@machines/packing-batch/packing-batch.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { printPackingSlips } from '../api/packing.js';

/** One order's packing slip from its desk page: the packing machine started with that order ticked. */
export function PackingSlipButton({ orderId }: { orderId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    packingBatchMachine.provide({
      actors: { printSlips: fromPromise(({ input }) => printPackingSlips(api, input)) },
    }),
    { input: { selected: [orderId] } },
  );
  const state = useSelector(actor, (s) => s.value);
  const failure = useSelector(actor, (s) => s.context.failure);
  return (
    <div className="desk-print">
      <button
        type="button"
        className="btn btn--outline"
        aria-busy={state === 'printing' || undefined}
        disabled={state === 'printing'}
        onClick={() => actor.send({ type: state === 'failed' ? 'retry' : 'print' })}
      >
        {state === 'printing' ? 'Izrada PDF-a...' : 'Ispiši popis za pakiranje'}
      </button>
      {state === 'printed' && <span role="status">Popis za pakiranje je preuzet.</span>}
      {state === 'failed' && failure && (
        <span role="alert">
          <FailureText failure={failure} />
        </span>
      )}
    </div>
  );
}
