/**
 * Airtel Money Collections, as Airtel's developer portal publishes it: an OAuth2 client
 * credentials token, then a payment and its status by our transaction id
 * (docs/giving.md#airtel-money).
 */
import type { PaymentsConfig } from '../../../config';
import { callProvider, callWithToken, isRecord, issuedToken, TokenCache } from './http';
import {
  type PaymentLookup,
  PaymentRefused,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  PaymentUncertain,
} from './types';

const market = { 'X-Country': 'UG', 'X-Currency': 'UGX' };

export class AirtelMoneyProvider implements PaymentProvider {
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: PaymentsConfig['airtel'],
    private readonly timeoutMs: number,
  ) {
    this.tokens = new TokenCache(() => this.issueToken());
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const response = await this.authorised('/merchant/v1/payments/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reference: request.payerMessage,
        // Airtel takes the number without the country code.
        subscriber: { country: 'UG', currency: 'UGX', msisdn: request.phone.slice(3) },
        transaction: {
          amount: request.amount,
          country: 'UG',
          currency: 'UGX',
          id: request.reference,
        },
      }),
    });
    const accepted =
      response.status === 200 && isRecord(response.body) && isRecord(response.body.status)
        ? response.body.status.success === true
        : false;
    if (accepted) return;
    // After a lost answer a refusal may only mean "already have it": the lookup decides.
    if (response.retried) throw new PaymentUncertain(`payments: ${response.status}`);
    throw new PaymentRefused(`Airtel refused the request (${response.status})`);
  }

  async lookUp(payment: PaymentLookup): Promise<PaymentState> {
    const response = await this.authorised(
      `/standard/v1/payments/${encodeURIComponent(payment.reference)}`,
      { method: 'GET' },
    );
    if (response.status === 404) return { state: 'pending' };
    const body = response.body;
    const transaction =
      isRecord(body) && isRecord(body.data) && isRecord(body.data.transaction)
        ? body.data.transaction
        : undefined;
    if (response.status !== 200 || !transaction) {
      throw new PaymentUncertain(`payment status: ${response.status}`);
    }
    if (transaction.status === 'TS') {
      const id = transaction.airtel_money_id;
      return { state: 'successful', transactionId: typeof id === 'string' ? id : null };
    }
    if (transaction.status === 'TF') {
      const message = transaction.message;
      return {
        state: 'failed',
        reason:
          typeof message === 'string' && message
            ? `Airtel Money declined the payment: ${message}`
            : 'Airtel Money declined the payment.',
      };
    }
    // TA (ambiguous) and TIP (in progress) are not final: ask again.
    return { state: 'pending' };
  }

  private authorised(path: string, init: RequestInit) {
    return callWithToken(
      this.tokens,
      `${this.config.baseUrl}${path}`,
      init,
      market,
      this.timeoutMs,
    );
  }

  private async issueToken() {
    const response = await callProvider(
      `${this.config.baseUrl}/auth/oauth2/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          grant_type: 'client_credentials',
        }),
      },
      this.timeoutMs,
    );
    return issuedToken(response, 'Airtel');
  }
}
