import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { saveAddress } from './address.js';
import { checkoutContext } from './context.js';
import { getApplicableDeliveryMethods, saveDeliveryMethod } from './delivery-step.js';
import { getApplicablePaymentMethods, savePaymentMethod } from './payment-step.js';
import { getAvailableCountries, getCheckout } from './service.js';

// Thin handlers: the contract plugin has validated every body. Answers carry personal data: never cached.
const personal = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'getAvailableCountries'>>('/api/v2/checkout/getAvailableCountries', async (request) =>
    ok(await getAvailableCountries({ db: app.db, domain: request.domain, language: request.language })),
  );
  app.post<ContractRoute<'getCheckout'>>('/api/v2/checkout/getCheckout', async (request, reply) => {
    personal(reply);
    return ok(await getCheckout(await checkoutContext(request), request.body));
  });
  app.put<ContractRoute<'saveAddress'>>('/api/v2/checkout/saveAddress', async (request, reply) => {
    personal(reply);
    return ok(await saveAddress(await checkoutContext(request), request.body));
  });
  app.post<ContractRoute<'getApplicableDeliveryMethods'>>(
    '/api/v2/delivery/getApplicableDeliveryMethods',
    async (request, reply) => {
      personal(reply);
      return ok(await getApplicableDeliveryMethods(await checkoutContext(request), request.body));
    },
  );
  app.put<ContractRoute<'saveDeliveryMethod'>>('/api/v2/delivery/saveDeliveryMethod', async (request, reply) => {
    personal(reply);
    return ok(await saveDeliveryMethod(await checkoutContext(request), request.body));
  });
  app.post<ContractRoute<'getApplicablePaymentMethods'>>(
    '/api/v2/payment/getApplicablePaymentMethods',
    async (request, reply) => {
      personal(reply);
      return ok(await getApplicablePaymentMethods(await checkoutContext(request), request.body));
    },
  );
  app.put<ContractRoute<'savePaymentMethod'>>('/api/v2/payment/savePaymentMethod', async (request, reply) => {
    personal(reply);
    return ok(await savePaymentMethod(await checkoutContext(request), request.body));
  });
};
