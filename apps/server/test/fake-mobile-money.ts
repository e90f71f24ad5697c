/**
 * MTN MoMo Collection and Airtel Money Collections as small local servers, written from the
 * networks' published contracts (docs/giving.md): token endpoints that check credentials,
 * payment requests, status lookups, and callbacks sent on a test's word. Tests steer each
 * payment's outcome and can make the network slow to answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const fakeCredentials = {
  MTN_MOMO_API_USER: 'mtn-api-user',
  MTN_MOMO_API_KEY: 'mtn-api-key-secret',
  MTN_MOMO_SUBSCRIPTION_KEY: 'mtn-subscription-key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtnuganda',
  AIRTEL_CLIENT_ID: 'airtel-client',
  AIRTEL_CLIENT_SECRET: 'airtel-client-secret',
};

type MtnStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';
type AirtelStatus = 'TIP' | 'TS' | 'TF' | 'TA';

interface FakePayment {
  network: 'mtn' | 'airtel';
  reference: string;
  /** What the request carried, as the network received it. */
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  mtnStatus: MtnStatus;
  mtnReason?: string;
  airtelStatus: AirtelStatus;
  /** What MTN's status answer says was paid, where a test makes it differ from the request. */
  mtnReports?: { amount?: string; currency?: string; partyId?: string };
}

export class FakeMobileMoney {
  readonly payments = new Map<string, FakePayment>();
  /** Every payment request received, repeats included. */
  readonly requests: { network: string; reference: string }[] = [];
  /** Every status lookup received, by reference. */
  readonly lookups: string[] = [];
  tokensIssued = { mtn: 0, airtel: 0 };
  /** Payment requests still to be held past the client's timeout (stored, but answered late). */
  slowRequests = 0;
  private readonly server = http.createServer((request, response) => {
    void this.answer(request, response);
  });
  private readonly validTokens = new Set<string>();
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The env that points a live-mode server at this fake. */
  env(): Record<string, string> {
    return {
      PAYMENTS_MODE: 'live',
      MTN_MOMO_BASE_URL: this.url,
      AIRTEL_BASE_URL: this.url,
      ...fakeCredentials,
    };
  }

  settleMtn(reference: string, status: MtnStatus, reason?: string): void {
    const payment = this.payments.get(reference)!;
    payment.mtnStatus = status;
    payment.mtnReason = reason;
  }

  /** Makes MTN's status answer report another amount, currency or payer than was asked for. */
  reportMtn(reference: string, reports: NonNullable<FakePayment['mtnReports']>): void {
    this.payments.get(reference)!.mtnReports = reports;
  }

  settleAirtel(reference: string, status: AirtelStatus): void {
    this.payments.get(reference)!.airtelStatus = status;
  }

  /** MTN's callback body for a payment, with whatever status the sender claims. */
  static mtnCallback(reference: string, status: MtnStatus) {
    return {
      financialTransactionId: '363440463',
      externalId: reference,
      amount: '25000',
      currency: 'UGX',
      payer: { partyIdType: 'MSISDN', partyId: '256772123456' },
      status,
    };
  }

  /** Airtel's callback body: TS for success, TF for failure. */
  static airtelCallback(reference: string, status: AirtelStatus) {
    return {
      transaction: {
        id: reference,
        message: status === 'TS' ? 'Paid UGX 25,000' : 'Failed',
        status_code: status,
        airtel_money_id: 'MP210603.1234.L06941',
      },
    };
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const url = request.url ?? '';
    const send = (status: number, payload?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const bearerOk = () =>
      this.validTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

    if (request.method === 'POST' && url === '/collection/token/') {
      const expected = `Basic ${Buffer.from(`${fakeCredentials.MTN_MOMO_API_USER}:${fakeCredentials.MTN_MOMO_API_KEY}`).toString('base64')}`;
      if (
        request.headers.authorization !== expected ||
        request.headers['ocp-apim-subscription-key'] !== fakeCredentials.MTN_MOMO_SUBSCRIPTION_KEY
      ) {
        return send(401, { error: 'login_failed' });
      }
      this.tokensIssued.mtn += 1;
      const token = `mtn-token-${this.tokensIssued.mtn}`;
      this.validTokens.add(token);
      return send(200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
    }
    if (request.method === 'POST' && url === '/auth/oauth2/token') {
      if (
        body.client_id !== fakeCredentials.AIRTEL_CLIENT_ID ||
        body.client_secret !== fakeCredentials.AIRTEL_CLIENT_SECRET ||
        body.grant_type !== 'client_credentials'
      ) {
        return send(401, { error: 'invalid_client' });
      }
      this.tokensIssued.airtel += 1;
      const token = `airtel-token-${this.tokensIssued.airtel}`;
      this.validTokens.add(token);
      return send(200, { access_token: token, expires_in: '180', token_type: 'bearer' });
    }

    if (url.startsWith('/collection/v1_0/requesttopay')) {
      if (
        !bearerOk() ||
        request.headers['ocp-apim-subscription-key'] !==
          fakeCredentials.MTN_MOMO_SUBSCRIPTION_KEY ||
        request.headers['x-target-environment'] !== fakeCredentials.MTN_MOMO_TARGET_ENVIRONMENT
      ) {
        return send(401, { message: 'Access denied' });
      }
      if (request.method === 'POST') {
        const reference = String(request.headers['x-reference-id'] ?? '');
        this.requests.push({ network: 'mtn', reference });
        const payer = body.payer as { partyIdType?: string; partyId?: string } | undefined;
        if (!reference || typeof body.amount !== 'string' || payer?.partyIdType !== 'MSISDN') {
          return send(400, { code: 'INVALID_REQUEST' });
        }
        if (this.payments.has(reference)) return send(409, { code: 'RESOURCE_ALREADY_EXIST' });
        this.payments.set(reference, this.newPayment('mtn', reference, body, request.headers));
        return this.later(() => send(202));
      }
      const reference = decodeURIComponent(url.split('/').pop() ?? '');
      this.lookups.push(reference);
      const payment = this.payments.get(reference);
      if (!payment) return send(404, { code: 'RESOURCE_NOT_FOUND' });
      const reports = payment.mtnReports ?? {};
      const payer = payment.body.payer as Record<string, unknown>;
      return send(200, {
        amount: reports.amount ?? payment.body.amount,
        currency: reports.currency ?? 'UGX',
        externalId: payment.body.externalId,
        payer: reports.partyId ? { ...payer, partyId: reports.partyId } : payer,
        status: payment.mtnStatus,
        ...(payment.mtnStatus === 'SUCCESSFUL' ? { financialTransactionId: '363440463' } : {}),
        ...(payment.mtnReason ? { reason: payment.mtnReason } : {}),
      });
    }

    if (url.startsWith('/merchant/v1/payments') || url.startsWith('/standard/v1/payments/')) {
      if (
        !bearerOk() ||
        request.headers['x-country'] !== 'UG' ||
        request.headers['x-currency'] !== 'UGX'
      ) {
        return send(401, { status: { success: false, code: '401', message: 'Unauthorized' } });
      }
      if (request.method === 'POST') {
        const transaction = body.transaction as { id?: string; amount?: number } | undefined;
        const subscriber = body.subscriber as { msisdn?: string } | undefined;
        const reference = String(transaction?.id ?? '');
        this.requests.push({ network: 'airtel', reference });
        if (!reference || !/^\d{9}$/.test(subscriber?.msisdn ?? '')) {
          return send(400, { status: { success: false, code: '400', message: 'Bad request' } });
        }
        if (this.payments.has(reference)) {
          return send(200, {
            status: { success: false, code: 'DP00800001024', message: 'Duplicate transaction id' },
          });
        }
        this.payments.set(reference, this.newPayment('airtel', reference, body, request.headers));
        return this.later(() =>
          send(200, {
            data: { transaction: { id: reference, status: 'Success.' } },
            status: { success: true, code: '200', message: 'SUCCESS', result_code: 'ESB000010' },
          }),
        );
      }
      const reference = decodeURIComponent(url.split('/').pop() ?? '');
      this.lookups.push(reference);
      const payment = this.payments.get(reference);
      if (!payment) {
        return send(404, { status: { success: false, code: '404', message: 'Not found' } });
      }
      return send(200, {
        data: {
          transaction: {
            id: reference,
            status: payment.airtelStatus,
            message: payment.airtelStatus === 'TF' ? 'Insufficient balance' : 'In progress',
            ...(payment.airtelStatus === 'TS' ? { airtel_money_id: 'MP210603.1234.L06941' } : {}),
          },
        },
        status: { success: true, code: '200', message: 'SUCCESS' },
      });
    }
    return send(404, { message: 'unknown path' });
  }

  /** A request held as `slowRequests` says is stored at once but answered after 2 s. */
  private later(answer: () => void): void {
    if (this.slowRequests > 0) {
      this.slowRequests -= 1;
      setTimeout(answer, 2000).unref();
      return;
    }
    answer();
  }

  private newPayment(
    network: 'mtn' | 'airtel',
    reference: string,
    body: Record<string, unknown>,
    headers: http.IncomingHttpHeaders,
  ): FakePayment {
    return { network, reference, body, headers, mtnStatus: 'PENDING', airtelStatus: 'TIP' };
  }
}
