/**
 * The church's gatherings drive every line that says when it meets (docs/configuration.md):
 * with a Sunday and a Wednesday gathering saved, no page says Tuesday, and each names its own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { defaultChurchSettings, type ChurchSettingsRead } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { createCalendarEvent } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const church: ChurchSettingsRead = {
  ...defaultChurchSettings,
  gatherings: [
    { name: 'Sunday Worship', day: 'Sunday', start: '09:00', end: '11:30' },
    { name: 'Midweek Prayer', day: 'Wednesday', start: '18:00', end: '19:30' },
  ],
  configured: true,
};

function openWithGatherings(path: string) {
  fakeApi({
    'GET /api/church': { body: church },
    // The row the demo seed made for the fellowship before the gatherings were settings.
    'GET /api/events': {
      body: [
        createCalendarEvent({
          _id: 'legacy',
          title: 'Tuesday Fellowship',
          event_date: 'recurring-tuesday',
          event_time: '5:00 PM - 8:00 PM',
        }),
      ],
    },
  });
  renderApp(path, { fetchChurch: true });
}

const noTuesday = () => expect(document.body.textContent).not.toMatch(/Tuesday/i);

describe("the church's gatherings on its pages", () => {
  it('the home hero, the Weekly Fellowship tile and the Connect tile list each gathering by name', async () => {
    openWithGatherings('/');
    const lines = [
      'Sunday Worship · Every Sunday · 9:00 AM – 11:30 AM',
      'Midweek Prayer · Every Wednesday · 6:00 PM – 7:30 PM',
    ];
    // The hero's lines, and the tile's: each gathering, not only the first.
    for (const line of lines) expect(await screen.findAllByText(line)).toHaveLength(2);
    const tile = screen.getByRole('list', { name: 'Weekly gatherings' });
    expect(
      within(tile)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    expect(
      screen.getByRole('link', { name: 'Sunday Worship & Midweek Prayer' }).closest('article'),
    ).toHaveTextContent('Sun · Wed');
    const connect = screen.getByRole('link', { name: /Sunday Worship & Midweek Prayer\s/ });
    expect(connect).toHaveTextContent(
      'Sunday Worship every Sunday from 9:00 AM to 11:30 AM; Midweek Prayer every Wednesday from 6:00 PM to 7:30 PM',
    );
    noTuesday();
  });

  it('the events page shows every gathering under its own name, repeating on its day', async () => {
    openWithGatherings('/events');
    const sunday = (await screen.findByRole('heading', { name: 'Sunday Worship' })).closest(
      'article',
    )!;
    expect(within(sunday).getByText('Every Sunday')).toBeVisible();
    expect(within(sunday).getByText('9:00 AM - 11:30 AM')).toBeVisible();
    const wednesday = screen.getByRole('heading', { name: 'Midweek Prayer' }).closest('article')!;
    expect(within(wednesday).getByText('Every Wednesday')).toBeVisible();
    expect(screen.queryByText('Sunday Fellowship')).toBeNull();
    // The invitation that closes the page names each gathering too.
    expect(screen.getByText('Midweek Prayer · Every Wednesday · 6:00 PM – 7:30 PM')).toBeVisible();
    noTuesday();
  });

  it('the contact page gives each gathering its service time, under its name', async () => {
    openWithGatherings('/contact');
    expect(await screen.findByText('Sunday Service 09:00 AM - 11:30 AM')).toBeVisible();
    expect(screen.getByText('Wednesday Service 06:00 PM - 07:30 PM')).toBeVisible();
    expect(screen.getByText('Midweek Prayer')).toBeVisible();
    noTuesday();
  });

  it('the home page has no Weekly Fellowship tile for a church with no gatherings', async () => {
    fakeApi({ 'GET /api/church': { body: { ...church, gatherings: [] } } });
    renderApp('/', { fetchChurch: true });
    expect(await screen.findByRole('heading', { name: 'Featured Content' })).toBeVisible();
    // Shown with the build's defaults until the settings arrive, then gone.
    await waitFor(() => expect(screen.queryByText('Weekly Fellowship')).toBeNull());
    noTuesday();
  });

  it('the about page says nothing of Tuesdays', async () => {
    openWithGatherings('/about');
    expect(await screen.findByRole('heading', { name: 'Our Story & Vision' })).toBeVisible();
    noTuesday();
  });
});
