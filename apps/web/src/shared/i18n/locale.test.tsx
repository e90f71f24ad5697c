import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { clockTime, longDate, weekdayLongDate } from '../lib/format-date';
import { formatAmount, formatMoney } from '../lib/format-number';
import { applyLocale, hasCatalogue, i18next } from '.';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('giveThanks', 'Give thanks, {{name}}!', { name: 'Ruth' })}</p>;
}

const friday = new Date(2026, 10, 27, 17, 5);

describe("the church's locale", () => {
  afterEach(async () => {
    i18next.removeResourceBundle('fr', 'translation');
    await applyLocale('en-US');
  });

  it('writes the specification’s formats by default', () => {
    expect(longDate(friday)).toBe('November 27, 2026');
    expect(clockTime(friday)).toBe('5:05 PM');
    expect(formatMoney(25_000, 'UGX')).toBe('UGX 25,000');
  });

  it('writes dates, times and money the way another locale does', async () => {
    await applyLocale('en-UG');
    expect(longDate(friday)).toBe('27 November 2026');
    expect(formatMoney(25_000, 'UGX')).toBe('USh 25,000');

    await applyLocale('fr-FR');
    expect(weekdayLongDate(friday)).toBe('vendredi 27 novembre 2026');
    expect(clockTime(friday)).toBe('17:05');
    expect(formatAmount(1_250_000)).toMatch(/^1\s250\s000$/);
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('counts by English rules while the texts are English, whatever the locale', async () => {
    const events = (count: number) =>
      i18next.t('eventCount', {
        count,
        defaultValue_one: '{{count}} event',
        defaultValue_other: '{{count}} events',
      });
    for (const locale of ['fr-FR', 'ja-JP', 'ru-RU']) {
      await applyLocale(locale);
      expect([0, 1, 2, 5].map(events)).toEqual(['0 events', '1 event', '2 events', '5 events']);
    }
  });

  it('keeps English texts where the app has no translation, and uses one where it has', async () => {
    expect(hasCatalogue('en-UG')).toBe(true);
    expect(hasCatalogue('fr-FR')).toBe(false);
    await applyLocale('fr-FR');
    const { rerender } = render(<Greeting />);
    expect(screen.getByText('Give thanks, Ruth!')).toBeInTheDocument();

    // What a translation file gives the catalogue.
    i18next.addResourceBundle('fr', 'translation', { giveThanks: 'Rendez grâce, {{name}} !' });
    await i18next.changeLanguage('fr-FR');
    rerender(<Greeting />);
    expect(screen.getByText('Rendez grâce, Ruth !')).toBeInTheDocument();
  });
});
