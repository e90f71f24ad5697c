import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { applyLocale } from '../../../shared/i18n';
import { admin, renderAdmin } from '../../../test/admin-fixtures';
import { createUser } from '../../../test/factories';

const owner = createUser({ role: 'Super-Admin', fullName: 'Pastor Daniel' });
const asOwner = { 'GET /api/profile/me': { body: owner } };
const saved = { body: { ...defaultChurchSettings, configured: true } };

/** The church's settings as a server keeps them: what a PUT sends, the next GET reads. */
function savedChurch() {
  let stored: ChurchSettings = defaultChurchSettings;
  return {
    answers: {
      'GET /api/church': () => ({ body: { ...stored, configured: true } }),
      'PUT /api/church': (request: { body: unknown }) => {
        stored = request.body as ChurchSettings;
        return { body: stored };
      },
    },
    stored: () => stored,
  };
}

describe('church settings screen', () => {
  it('lets the Super-Admin change the settings, and the header follows on Save', async () => {
    const { requests, user } = renderAdmin('/admin/church', {
      ...asOwner,
      ...savedChurch().answers,
    });

    const shortName = await screen.findByLabelText('Short name');
    await user.clear(shortName);
    await user.type(shortName, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Add fund' }));
    await user.type(screen.getByLabelText('Fund 4'), 'Building Fund');
    await user.click(screen.getByRole('button', { name: 'Remove amount 6' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Church settings saved successfully!')).toBeVisible();
    const sent = requests.find((request) => request.method === 'PUT')?.body as ChurchSettings;
    expect(sent.shortName).toBe('Grace');
    expect(sent.funds).toEqual([...defaultChurchSettings.funds, 'Building Fund']);
    expect(sent.donationPresets).toEqual(defaultChurchSettings.donationPresets.slice(0, 5));
    expect(await screen.findByRole('link', { name: 'Grace home' })).toBeVisible();
  }, 60_000);

  it('after a new name, offers to write it in the page texts that still hold the old one', async () => {
    const { requests, user } = renderAdmin('/admin/church', {
      ...asOwner,
      ...savedChurch().answers,
      'POST /api/site-content/rename/preview': {
        body: { count: 7, texts: [{ page: 'home', field: 'heroTitle' }] },
      },
      'POST /api/site-content/rename': {
        body: { count: 7, texts: [{ page: 'home', field: 'heroTitle' }] },
      },
    });

    const name = await screen.findByLabelText('Church name');
    await user.clear(name);
    await user.type(name, 'Grace Chapel');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const offer = await screen.findByRole('alertdialog', {
      name: 'Change the name in your page texts?',
    });
    expect(offer).toHaveTextContent(
      '7 page texts still say “Torch Fellowship”. Write “Grace Chapel” in them instead?',
    );
    const renames = [
      { from: 'Torch Fellowship', to: 'Grace Chapel' },
      { from: defaultChurchSettings.shortName, to: defaultChurchSettings.shortName },
    ];
    expect(requests.find((request) => request.path.endsWith('/rename/preview'))?.body).toEqual({
      renames,
    });
    // Nothing is rewritten before the admin says yes.
    expect(requests.some((request) => request.path === '/api/site-content/rename')).toBe(false);
    await user.click(within(offer).getByRole('button', { name: 'Replace in 7 texts' }));

    expect(await screen.findByText('7 page texts now say “Grace Chapel”')).toBeVisible();
    expect(requests.find((request) => request.path === '/api/site-content/rename')?.body).toEqual({
      renames,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 60_000);

  it('asks nothing about page texts when the name stays', async () => {
    const { requests, user } = renderAdmin('/admin/church', {
      ...asOwner,
      'GET /api/church': saved,
      'PUT /api/church': (request) => ({ body: request.body }),
    });
    await user.type(await screen.findByLabelText('Tagline'), '!');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Church settings saved successfully!')).toBeVisible();
    expect(requests.some((request) => request.path.includes('/rename'))).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says at once whether white text on the brand colour can be read', async () => {
    const { user } = renderAdmin('/admin/church', { ...asOwner, 'GET /api/church': saved });
    const colour = await screen.findByLabelText('Brand colour');
    expect(screen.getByText(/easy to read/)).toBeVisible();
    await user.clear(colour);
    await user.type(colour, '#fde68a');
    expect(screen.getByText(/too faint \(it needs 4\.5:1\)/)).toBeVisible();
  });

  it('shows how a locale will read as it is typed, and the app takes it on Save', async () => {
    const church = savedChurch();
    const { user } = renderAdmin('/admin/church', { ...asOwner, ...church.answers });
    try {
      const locale = await screen.findByLabelText('Locale');
      expect(screen.getByText(/Reads: .* · UGX\s25,000\./)).toBeVisible();
      await user.clear(locale);
      await user.type(locale, 'fr-FR');
      expect(screen.getByText(/there is no “fr” translation yet/)).toBeVisible();
      await user.clear(locale);
      await user.type(locale, 'en-UG');
      expect(screen.getByText(/Reads: .* · USh\s25,000\./)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));

      expect(await screen.findByText('Church settings saved successfully!')).toBeVisible();
      expect(church.stored().locale).toBe('en-UG');
      await waitFor(() => expect(document.documentElement.lang).toBe('en-UG'));
    } finally {
      await applyLocale('en-US');
    }
  }, 60_000);

  it("shows the server's refusal on the field it names, and says so in a toast", async () => {
    const { user } = renderAdmin('/admin/church', {
      ...asOwner,
      'GET /api/church': saved,
      'PUT /api/church': {
        status: 400,
        body: { message: 'Choose a time zone such as Africa/Kampala', field: 'timeZone' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));

    expect(
      await screen.findByText(
        'Error saving church settings: Choose a time zone such as Africa/Kampala',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(
      'Choose a time zone such as Africa/Kampala',
    );
  });

  it('names a mistake on its list item before anything is sent', async () => {
    const { requests, user } = renderAdmin('/admin/church', {
      ...asOwner,
      'GET /api/church': saved,
    });
    const ends = await screen.findByLabelText('Ends');
    await user.clear(ends);
    await user.type(ends, '16:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('A gathering must end after it starts')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows Try again when the settings cannot be read', async () => {
    renderAdmin('/admin/church', {
      ...asOwner,
      'GET /api/church': { status: 503, body: { message: 'Database unavailable' } },
    });
    expect(await screen.findByText('Church settings could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
  });

  it('is for the Super-Admin only', async () => {
    renderAdmin('/admin/church', { 'GET /api/church': saved });
    expect(admin.role).toBe('Admin');
    expect(
      await screen.findByText("Only a Super-Admin can change the church's settings."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });
});

describe('first-run wizard', () => {
  it('walks the Super-Admin of a church never saved through seven steps, the home headline and the locale among them, then saves', async () => {
    // Saving a locale applies it to the whole app: the next tests read English in en-US.
    onTestFinished(() => applyLocale('en-US'));
    let stored: ChurchSettings | null = null;
    const { requests, user } = renderAdmin('/admin', {
      ...asOwner,
      'GET /api/church': () => ({
        body: { ...(stored ?? defaultChurchSettings), configured: stored !== null },
      }),
      'PUT /api/church': (request) => {
        stored = request.body as ChurchSettings;
        return { body: stored };
      },
      'POST /api/site-content': (request) => ({ body: request.body }),
    });
    const wizard = await screen.findByRole('region', { name: 'Your church' });
    await user.clear(within(wizard).getByLabelText('Church name'));
    await user.type(within(wizard).getByLabelText('Church name'), 'Grace Chapel');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The demo's headline, with the new name in it; an empty one is refused.
    const headline = await screen.findByLabelText('Home page headline');
    expect(headline).toHaveValue('Welcome to Grace Chapel');
    await user.clear(headline);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Write the headline visitors read first')).toBeVisible();
    await user.type(headline, 'Karibu to Grace Chapel');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // A step with a mistake is not left.
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    await user.type(email, 'hello@grace.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 4 of 7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 5 of 7');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The locale, with the settings screen's preview of how it reads.
    await screen.findByText('Step 6 of 7');
    const localeStep = screen.getByRole('region', { name: 'Language and formats' });
    const locale = within(localeStep).getByLabelText('Locale');
    expect(locale).toHaveValue(defaultChurchSettings.locale);
    await user.clear(locale);
    await user.type(locale, 'fr-FR');
    expect(within(localeStep).getByText(/there is no “fr” translation yet/)).toBeVisible();
    await user.clear(locale);
    await user.type(locale, 'en-UG');
    expect(within(localeStep).getByText(/Reads: .* · USh\s25,000\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('Step 7 of 7');
    await user.click(screen.getByLabelText('These numbers are right for our church'));
    await user.click(await screen.findByRole('button', { name: 'Save and finish' }));

    expect(await screen.findByText('Church settings saved successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Set up your church')).toBeNull());
    const sent = requests.find((request) => request.method === 'PUT')?.body as ChurchSettings;
    expect(sent).toMatchObject({
      name: 'Grace Chapel',
      email: 'hello@grace.example',
      locale: 'en-UG',
    });
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        page: 'home',
        elements: { heroTitle: 'Karibu to Grace Chapel' },
      }),
    );
  }, 60_000);

  it("shows Uganda's helplines with their sources, and saves only once they are confirmed", async () => {
    let stored: ChurchSettings | null = null;
    const { requests, user } = renderAdmin('/admin', {
      ...asOwner,
      'GET /api/church': () => ({
        body: { ...(stored ?? defaultChurchSettings), configured: stored !== null },
      }),
      'PUT /api/church': (request) => {
        stored = request.body as ChurchSettings;
        return { body: stored };
      },
    });
    await screen.findByRole('region', { name: 'Your church' });
    for (const step of [2, 3, 4, 5, 6, 7]) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(`Step ${step} of 7`);
    }
    const wizard = screen.getByRole('region', { name: 'Helplines for someone in need' });
    expect(within(wizard).getByDisplayValue('Sauti Uganda Child Helpline')).toBeVisible();
    expect(within(wizard).getByDisplayValue('116')).toBeVisible();
    expect(within(wizard).getByDisplayValue('0800 212121')).toBeVisible();
    expect(
      within(wizard).getByRole('link', { name: 'Check Mental Health Uganda at its source' }),
    ).toHaveAttribute('href', 'https://mopawa.com/company/850/mental-health-uganda-mhu');

    // Not saved until the church says the numbers are right.
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByText('Check the numbers, then confirm them')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    // An edit, then the confirmation.
    const number = within(wizard).getByDisplayValue('0800 212121');
    await user.clear(number);
    await user.type(number, '0800 21 21 21');
    await user.click(screen.getByLabelText('These numbers are right for our church'));
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByText('Church settings saved successfully!')).toBeVisible();
    const sent = requests.find((request) => request.method === 'PUT')?.body as ChurchSettings;
    expect(sent.helplines[1]).toMatchObject({
      name: 'Mental Health Uganda',
      number: '0800 21 21 21',
    });
    expect(Date.parse(sent.careHelplinesConfirmed ?? '')).not.toBeNaN();
  }, 60_000);

  it('is not offered once the church has been saved', async () => {
    renderAdmin('/admin', { ...asOwner, 'GET /api/church': saved });
    expect(await screen.findByRole('link', { name: /Church Settings/ })).toBeVisible();
    expect(screen.queryByText('Set up your church')).toBeNull();
  });
});
