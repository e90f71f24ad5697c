import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultChurchSettings } from '@torch/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe('give page', () => {
  it('opens with the saved title and verse', async () => {
    fakeApi({
      'GET /api/site-content': {
        body: {
          page: 'give',
          elements: {
            giveTitle: 'Sow with Joy',
            giveVerse: '"Give, and it will be given to you." Luke 6:38',
          },
        },
      },
    });
    renderApp('/give');
    expect(await screen.findByRole('heading', { name: 'Sow with Joy', level: 1 })).toBeVisible();
    expect(screen.getByText('“Give, and it will be given to you.”')).toBeVisible();
    expect(screen.getByText('Luke 6:38')).toBeVisible();
  });

  it("fills in a signed-in member's name and e-mail, which stay editable", async () => {
    fakeApi({
      'GET /api/profile/me': {
        body: createUser({ fullName: 'Ruth Akello', email: 'ruth@torch.test' }),
      },
    });
    renderApp('/give', { token: 'member-token' });
    const name = await screen.findByLabelText('Full name');
    await waitFor(() => expect(name).toHaveValue('Ruth Akello'));
    expect(screen.getByLabelText('Email')).toHaveValue('ruth@torch.test');
    await userEvent.setup().clear(name);
    expect(name).toHaveValue('');
  });

  it('leaves them empty for a visitor', async () => {
    fakeApi({});
    renderApp('/give');
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
  });

  it('starts at UGX 25,000 and follows the chosen or typed amount', async () => {
    fakeApi({});
    renderApp('/give');
    const user = userEvent.setup();

    expect(await screen.findByRole('button', { name: 'Donate UGX 25,000' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'UGX 25,000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'UGX 100,000' }));
    expect(screen.getByRole('button', { name: 'Donate UGX 100,000' })).toBeVisible();

    const custom = screen.getByRole('textbox', { name: 'Or enter a custom amount' });
    await user.type(custom, '1,2x50000');
    expect(custom).toHaveValue('1,250,000');
    expect(screen.getByRole('button', { name: 'Donate UGX 1,250,000' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'UGX 100,000' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('checks the form, including that the number is on the chosen network', async () => {
    const api = fakeApi({});
    renderApp('/give');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Donate UGX 25,000' }));
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Choose a payment method')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'Airtel Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0772 123456');
    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));
    expect(
      await screen.findByText(
        'This is not an Airtel number: Airtel Money numbers start 070, 074, 075, 020',
      ),
    ).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('gives, asks to approve on the phone, then thanks with the receipt number', async () => {
    let asked = 0;
    const api = fakeApi({
      'GET /api/donations/config': {
        body: { mode: 'test', minAmount: 500, maxAmount: 10_000_000 },
      },
      'POST /api/donations': {
        status: 201,
        body: { _id: GIFT_ID, status: 'pending', reference: 'secret-reference' },
      },
      [`GET /api/donations/${GIFT_ID}`]: () => {
        asked += 1;
        return {
          body: {
            _id: GIFT_ID,
            status: asked > 1 ? 'successful' : 'pending',
            amount: 50_000,
            fund: 'global-missions',
            method: 'mtn',
            receiptNumber: asked > 1 ? 'TF-2026-000123' : null,
            reason: null,
            created_at: '2026-11-26T10:00:00.000Z',
          },
        };
      },
    });
    renderApp('/give');
    const user = userEvent.setup();

    expect(await screen.findByText('Test mode: no money moves.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'UGX 50,000' }));
    await user.click(screen.getByRole('button', { name: 'Global Missions' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'MTN Mobile Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0772 123456');
    await user.click(screen.getByRole('button', { name: 'Donate UGX 50,000' }));

    expect(
      await screen.findByRole('heading', { name: 'Approve the payment prompt on your phone' }),
    ).toBeVisible();
    const sent = api.requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toEqual({
      amount: 50_000,
      fund: 'global-missions',
      method: 'mtn',
      phone: '256772123456',
      fullName: 'Grace Namuli',
      email: 'grace@torch.test',
      idempotencyKey: expect.any(String) as string,
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift!' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('TF-2026-000123')).toBeVisible();
    expect(api.requests.some((r) => r.path.includes('reference=secret-reference'))).toBe(true);
  });

  it("offers the church's own funds and sends the chosen fund's id", async () => {
    const api = fakeApi({
      'GET /api/church': {
        body: { ...defaultChurchSettings, funds: ['Building Fund', 'Missions'], configured: true },
      },
      'POST /api/donations': {
        status: 201,
        body: { _id: GIFT_ID, status: 'pending', reference: 'secret-reference' },
      },
    });
    renderApp('/give', { fetchChurch: true });
    const user = userEvent.setup();

    const building = await screen.findByRole('button', { name: 'Building Fund' });
    expect(building).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Ministry Operations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Missions' }));
    expect(building).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'MTN Mobile Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0772 123456');
    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));

    await screen.findByRole('heading', { name: 'Approve the payment prompt on your phone' });
    const sent = api.requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toMatchObject({ fund: 'missions' });
  });

  it('resends an unanswered gift under the same key, and a changed gift under a new one', async () => {
    let answers = 0;
    const api = fakeApi({
      // The first two answers are lost on the way (a proxy's error page).
      'POST /api/donations': () =>
        (answers += 1) <= 2
          ? { status: 502, text: 'Bad gateway' }
          : { status: 201, body: { _id: GIFT_ID, status: 'pending', reference: 'secret' } },
    });
    renderApp('/give');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'MTN Mobile Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0772 123456');
    const posts = () => api.requests.filter((request) => request.method === 'POST');
    const donate = async (name: string) => {
      const before = posts().length;
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(posts().length).toBeGreaterThan(before));
    };
    await donate('Donate UGX 25,000');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Donate UGX 25,000' })).toBeEnabled(),
    );
    await donate('Donate UGX 25,000');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Donate UGX 25,000' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'UGX 50,000' }));
    await donate('Donate UGX 50,000');
    const keys = api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it(
    'resends a gift whose number was only re-spaced under the same key, and takes a new key after a 409',
    {
      timeout: 60_000,
    },
    async () => {
      let answers = 0;
      const api = fakeApi({
        // The first answer is lost; the second refuses the key (as for a key the server holds
        // for another gift); the third takes the gift.
        'POST /api/donations': () => {
          answers += 1;
          if (answers === 1) return { status: 502, text: 'Bad gateway' };
          if (answers === 2)
            return {
              status: 409,
              body: { message: 'This gift was already sent with other details', code: 'CONFLICT' },
            };
          return { status: 201, body: { _id: GIFT_ID, status: 'pending', reference: 'secret' } };
        },
      });
      renderApp('/give');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
      await user.click(screen.getByRole('button', { name: 'MTN Mobile Money' }));
      const phone = screen.getByRole('textbox', { name: 'Mobile money number' });
      await user.type(phone, '0772 123456');
      const posts = () => api.requests.filter((request) => request.method === 'POST');
      const donate = async (refused = true) => {
        const before = posts().length;
        await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));
        await waitFor(() => expect(posts().length).toBeGreaterThan(before));
        if (refused)
          await waitFor(() =>
            expect(screen.getByRole('button', { name: 'Donate UGX 25,000' })).toBeEnabled(),
          );
      };
      await donate();
      // The same number written another way is the same gift to the server.
      await user.clear(phone);
      await user.type(phone, '+256 772 123 456');
      await donate();
      await donate(false);
      const keys = posts().map(
        (request) => (request.body as { idempotencyKey: string }).idempotencyKey,
      );
      expect(keys).toHaveLength(3);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
      expect(
        await screen.findByRole('heading', { name: 'Approve the payment prompt on your phone' }),
      ).toBeInTheDocument();
    },
  );

  it('says why a gift failed and lets the giver try again', async () => {
    fakeApi({
      'POST /api/donations': {
        status: 201,
        body: { _id: GIFT_ID, status: 'pending', reference: 'secret-reference' },
      },
      [`GET /api/donations/${GIFT_ID}`]: {
        body: {
          _id: GIFT_ID,
          status: 'failed',
          amount: 25_000,
          fund: 'ministry-operations',
          method: 'airtel',
          receiptNumber: null,
          reason: 'There was not enough money on the mobile money account.',
          created_at: '2026-11-26T10:00:00.000Z',
        },
      },
    });
    renderApp('/give');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'Airtel Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0700 123456');
    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));

    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    expect(
      screen.getByText(/There was not enough money on the mobile money account\./),
    ).toBeVisible();
    expect(screen.queryByText('Test mode: no money moves.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Donate UGX 25,000' })).toBeVisible();
  });
});

describe('giving without signal', () => {
  let online = true;
  const setNetwork = (next: boolean) => {
    online = next;
    act(() => {
      window.dispatchEvent(new Event(next ? 'online' : 'offline'));
    });
  };
  afterEach(() => {
    setNetwork(true);
    vi.restoreAllMocks();
  });

  const fillTheForm = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'MTN Mobile Money' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0772 123456');
  };
  const pending = {
    status: 201,
    body: { _id: GIFT_ID, status: 'pending', reference: 'secret-reference' },
  };

  it('says an offline gift was not sent, keeps the form, and gives once back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const api = fakeApi({ 'POST /api/donations': pending });
    renderApp('/give');
    const user = userEvent.setup();
    await fillTheForm(user);

    setNetwork(false);
    const donate = screen.getByRole('button', { name: 'Donate UGX 25,000' });
    await user.click(donate);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline: your gift has not been sent.",
    );
    expect(donate).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Namuli');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    setNetwork(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're back online. Your gift has not been sent yet",
    );
    expect(donate).toBeEnabled();
    await user.click(donate);
    expect(
      await screen.findByRole('heading', { name: 'Approve the payment prompt on your phone' }),
    ).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says a gift that found no way through was not sent, and resends it as the same gift', async () => {
    let tries = 0;
    const api = fakeApi({
      'POST /api/donations': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return pending;
      },
    });
    renderApp('/give');
    const user = userEvent.setup();
    await fillTheForm(user);

    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your gift has not been sent: the server could not be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));
    expect(
      await screen.findByRole('heading', { name: 'Approve the payment prompt on your phone' }),
    ).toBeVisible();
    const [first, second] = api.requests.filter((r) => r.method === 'POST') as {
      body: { idempotencyKey: string };
    }[];
    expect(second!.body.idempotencyKey).toBe(first!.body.idempotencyKey);
  });
});

const GIFT_ID = '7d9f8c1e-2b3a-4c5d-8e6f-0a1b2c3d4e5f';
