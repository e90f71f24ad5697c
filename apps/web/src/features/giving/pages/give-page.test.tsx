import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { GIVING_COMING_SOON } from '../components/donation-form';

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

  it('checks the form, then says online giving is coming soon', async () => {
    fakeApi({});
    renderApp('/give');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Donate UGX 25,000' }));
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Choose a payment method')).toBeVisible();
    expect(screen.queryByText(GIVING_COMING_SOON)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Namuli');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
    await user.click(screen.getByRole('button', { name: 'Airtel Money' }));
    await user.click(screen.getByRole('button', { name: 'Donate UGX 25,000' }));
    expect(await screen.findByText(GIVING_COMING_SOON)).toBeVisible();
  });
});
