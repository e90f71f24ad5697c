import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('newsletter sign-up in the footer', () => {
  it("subscribes the address and shows the server's answer", async () => {
    const { requests } = fakeApi({
      'POST /api/newsletter': { body: { message: 'Thank you for subscribing!' } },
    });
    renderApp('/about');
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    const user = userEvent.setup();

    await user.type(
      within(form).getByRole('textbox', { name: 'Email address' }),
      'grace@torch.test',
    );
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thank you for subscribing!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'grace@torch.test',
    });
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
