import type { FastifyInstance } from 'fastify';
import { PARCEL_EVENTS, type ParcelEventName } from '../../server/modules/delivery/boxnow/client/wire.js';
import { FINAL_STATES, type StandInState } from './state.js';
import { emitParcelEvent } from './webhooks.js';

export interface ControlOptions {
  state: StandInState;
  webhookSecret: string;
  now: () => number;
}

/**
 * What BoxNow's couriers and portal do, on demand: move a parcel along (which sends the signed webhook), change
 * the webhook URL, expire every token, and show what was sent. Not part of BoxNow's API; tests and the order
 * desk's demo drive the stand-in through it.
 */
export function controlRoutes(app: FastifyInstance, { state, webhookSecret, now }: ControlOptions) {
  app.post('/_control/parcels/:id/events', async (request, reply) => {
    const parcel = state.parcels.get((request.params as { id: string }).id);
    if (!parcel) return reply.code(404).send({ message: 'Unknown parcel' });
    const event = (request.body as { event?: unknown } | undefined)?.event;
    if (typeof event !== 'string' || !PARCEL_EVENTS.includes(event as ParcelEventName))
      return reply.code(400).send({ message: `event must be one of ${PARCEL_EVENTS.join(', ')}` });
    if (FINAL_STATES.has(parcel.state))
      return reply.code(409).send({ message: `Parcel is ${parcel.state}; nothing more happens to it` });
    const webhook = await emitParcelEvent(state, parcel, event as ParcelEventName, webhookSecret, new Date(now()));
    return { parcelId: parcel.id, parcelState: parcel.state, webhook: webhook ?? null };
  });

  app.get('/_control/parcels/:id', async (request, reply) => {
    const parcel = state.parcels.get((request.params as { id: string }).id);
    return parcel ?? reply.code(404).send({ message: 'Unknown parcel' });
  });

  app.put('/_control/webhook', async (request, reply) => {
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (url !== null && (typeof url !== 'string' || !URL.canParse(url)))
      return reply.code(400).send({ message: 'url must be an absolute URL or null' });
    state.webhookUrl = url ?? undefined;
    return { url: state.webhookUrl ?? null };
  });

  app.get('/_control/webhooks', async () => ({ data: state.webhooks }));

  app.post('/_control/tokens/expire', async () => {
    const expired = state.tokens.size;
    state.tokens.clear();
    return { expired };
  });
}
