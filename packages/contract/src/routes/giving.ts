/** Giving by mobile money (docs/giving.md): a gift, its status, and the networks' callbacks. */
import {
  callbackReceivedSchema,
  donationCreatedSchema,
  donationInputSchema,
  donationNotFoundMessage,
  donationSchema,
  donationStatusQuerySchema,
  givingConfigSchema,
  paymentCallbackSchema,
} from '../giving';
import { defineRoute } from '../http/route';
import { idParamsSchema } from './params';

const tag = 'Giving';

const callback = (network: 'mtn' | 'airtel', name: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/donations/callbacks/${network}`,
    summary: `${name} says a payment changed (a hint: the server asks ${name} itself)`,
    tag,
    access: 'anyone',
    body: paymentCallbackSchema,
    response: callbackReceivedSchema,
    rateLimit: { policy: 'payment-callback' },
  });

export const givingRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/donations/config',
    summary: 'Whether money moves (live) or the simulator answers (test), and the gift range',
    tag,
    access: 'anyone',
    response: givingConfigSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/donations',
    summary: 'Give: asks the network to prompt the phone; the same idempotencyKey gives once',
    tag,
    access: 'anyone',
    optionalViewer: true,
    body: donationInputSchema,
    response: donationCreatedSchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'donation' },
    refusals: { 409: 'This idempotencyKey was used for another gift' },
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/donations/:id',
    summary: "A gift's status, for whoever holds its reference",
    tag,
    access: 'anyone',
    params: idParamsSchema,
    notFoundMessage: donationNotFoundMessage,
    query: donationStatusQuerySchema,
    response: donationSchema,
  }),
  mtnCallback: callback('mtn', 'MTN MoMo'),
  airtelCallback: callback('airtel', 'Airtel Money'),
};
