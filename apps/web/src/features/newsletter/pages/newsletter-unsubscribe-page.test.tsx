import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterTexts } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('the newsletter unsubscribe page', () => {
  it('unsubscribes nothing on opening; the button unsubscribes once', async () => {
    const { requests } = fakeApi({
      'POST /api/newsletter/unsubscribe/mailed-token': {
        body: { message: newsletterTexts.unsubscribed('Torch') },
      },
    });
    renderApp('/newsletter/unsubscribe?token=mailed-token');
    const button = await screen.findByRole('button', { name: 'Unsubscribe me' });
    // A mail scanner that only opens the link takes nobody off the list.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.getByText(newsletterTexts.unsubscribed('Torch'))).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST').map(({ path }) => path)).toEqual(
      ['/api/newsletter/unsubscribe/mailed-token'],
    );
  });

  it("shows the server's refusal of an unknown link beside the button", async () => {
    fakeApi({
      'POST /api/newsletter/unsubscribe/made-up': {
        status: 404,
        body: { message: newsletterTexts.unsubscribeLinkInvalid },
      },
    });
    renderApp('/newsletter/unsubscribe?token=made-up');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      newsletterTexts.unsubscribeLinkInvalid,
    );
  });
});
