/** The network behind each payment method: the real ones in live mode, the simulator in test. */
import type { PaymentNetwork } from '@torch/contract';
import type { PaymentsConfig } from '../../../config';
import { AirtelMoneyProvider } from './airtel-money';
import { MtnMomoProvider } from './mtn-momo';
import { SimulatedProvider } from './simulator';
import type { PaymentProvider } from './types';

export function createProviders(
  config: PaymentsConfig,
  now: () => Date,
): Record<PaymentNetwork, PaymentProvider> {
  if (config.mode === 'test') {
    const simulator = new SimulatedProvider(config.testApproveAfterMs, now);
    return { mtn: simulator, airtel: simulator };
  }
  const callbackUrl = config.publicUrl
    ? new URL('/api/donations/callbacks/mtn', config.publicUrl).toString()
    : undefined;
  return {
    mtn: new MtnMomoProvider(config.mtn, config.timeoutMs, callbackUrl),
    airtel: new AirtelMoneyProvider(config.airtel, config.timeoutMs),
  };
}
