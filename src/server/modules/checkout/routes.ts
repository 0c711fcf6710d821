import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../errors/index.js';
import type { CartSessionInput } from '../cart/index.js';
import { saveAddress, type SaveAddressInput } from './address.js';
import { checkoutContext } from './context.js';
import { getApplicableDeliveryMethods, saveDeliveryMethod, type SaveDeliveryInput } from './delivery-step.js';
import { getApplicablePaymentMethods, savePaymentMethod, type SavePaymentInput } from './payment-step.js';
import { getAvailableCountries, getCheckout } from './service.js';

// Thin handlers: the contract plugin has validated every body. Answers carry personal data: never cached.
const body = <T = CartSessionInput>(request: FastifyRequest) => request.body as T;
const personal = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v2/checkout/getAvailableCountries', async (request) =>
    ok(await getAvailableCountries({ db: app.db, domain: request.domain, language: request.language })),
  );
  app.post('/api/v2/checkout/getCheckout', async (request, reply) => {
    personal(reply);
    return ok(await getCheckout(await checkoutContext(request), body(request)));
  });
  app.put('/api/v2/checkout/saveAddress', async (request, reply) => {
    personal(reply);
    return ok(await saveAddress(await checkoutContext(request), body<SaveAddressInput>(request)));
  });
  app.post('/api/v2/delivery/getApplicableDeliveryMethods', async (request, reply) => {
    personal(reply);
    return ok(await getApplicableDeliveryMethods(await checkoutContext(request), body(request)));
  });
  app.put('/api/v2/delivery/saveDeliveryMethod', async (request, reply) => {
    personal(reply);
    return ok(await saveDeliveryMethod(await checkoutContext(request), body<SaveDeliveryInput>(request)));
  });
  app.post('/api/v2/payment/getApplicablePaymentMethods', async (request, reply) => {
    personal(reply);
    return ok(await getApplicablePaymentMethods(await checkoutContext(request), body(request)));
  });
  app.put('/api/v2/payment/savePaymentMethod', async (request, reply) => {
    personal(reply);
    return ok(await savePaymentMethod(await checkoutContext(request), body<SavePaymentInput>(request)));
  });
};
