import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

async function fillForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Namuli');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@torch.test');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Visiting on Tuesday');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is there parking?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact page', () => {
  it('sends the message, says so and empties the form', async () => {
    const { requests } = fakeApi({ 'POST /api/contact-messages': { status: 201, body: {} } });
    renderApp('/contact');
    await fillForm();

    expect(
      await screen.findByText("Message sent successfully! We'll be in touch soon."),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Grace Namuli',
      email: 'grace@torch.test',
      subject: 'Visiting on Tuesday',
      message: 'Is there parking?',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's reason when sending fails and keeps what was typed", async () => {
    fakeApi({
      'POST /api/contact-messages': { status: 503, body: { message: 'Try again later' } },
    });
    renderApp('/contact');
    await fillForm();

    expect(await screen.findByText('Failed to send message: Try again later')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Namuli');
  });

  it('requires every field before sending', async () => {
    const { requests } = fakeApi({});
    renderApp('/contact');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the service times panel', async () => {
    fakeApi({});
    renderApp('/contact');
    expect(await screen.findByText('Tuesday Service 05:00 PM - 08:00 PM')).toBeVisible();
  });
});
