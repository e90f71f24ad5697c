import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersTrendChart } from './members-trend-chart';
import { PrayerTrendChart } from './prayer-trend-chart';

/** Every number an SVG draws with, so a NaN or Infinity from a bad scale cannot hide. */
function drawnNumbers(container: HTMLElement): string[] {
  const attributes = ['d', 'x', 'y', 'width', 'height'];
  return [...container.querySelectorAll('path, rect')].flatMap((mark) =>
    attributes.flatMap((name) => mark.getAttribute(name)?.match(/[^\sMLZ,]+/g) ?? []),
  );
}

function growthDays(counts: number[]) {
  return counts.map((count, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    count,
    newUsers: index === 0 ? 0 : count - counts[index - 1]!,
  }));
}

describe('the dashboard trend charts', () => {
  it('name the members chart after its first and last day', () => {
    const counts = Array.from({ length: 30 }, (_, day) => 12 + Math.floor((day * 8) / 29));
    render(<MembersTrendChart data={growthDays(counts)} />);

    const chart = screen.getByRole('img', { name: 'Members over the last 30 days: from 12 to 20' });
    expect(chart).toHaveAttribute('preserveAspectRatio', 'none');
    expect(chart.querySelector('title')).toHaveTextContent(
      'Members over the last 30 days: from 12 to 20',
    );
    expect(screen.getByText('Nov 1')).toBeInTheDocument();
    expect(screen.getByText('Nov 30')).toBeInTheDocument();
  });

  it('sum the prayer requests and answers of the week', () => {
    const { container } = render(
      <PrayerTrendChart
        trends={[
          { date: '2026-11-17', requests: 3, answered: 1 },
          { date: '2026-11-18', requests: 0, answered: 0 },
          { date: '2026-11-19', requests: 2, answered: 2 },
          { date: '2026-11-20', requests: 4, answered: 1 },
        ]}
      />,
    );

    expect(
      screen.getByRole('img', { name: 'Prayer requests over the last 4 days: 9 sent, 4 answered' }),
    ).toBeInTheDocument();
    // Three days with requests (a bar each, answered inside) and one quiet day's stub.
    expect(container.querySelectorAll('rect')).toHaveLength(7);
    expect(drawnNumbers(container).every((value) => Number.isFinite(Number(value)))).toBe(true);
  });

  it('read a one-day series as today, and draw it without NaN', () => {
    const { container } = render(
      <>
        <MembersTrendChart data={[{ date: '2026-11-23', count: 20, newUsers: 2 }]} />
        <PrayerTrendChart trends={[{ date: '2026-11-23', requests: 0, answered: 0 }]} />
      </>,
    );

    expect(screen.getByRole('img', { name: 'Members today: 20' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Prayer requests today: 0 sent, 0 answered' }),
    ).toBeInTheDocument();
    const numbers = drawnNumbers(container);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((value) => Number.isFinite(Number(value)))).toBe(true);
  });

  it('say there is no history yet when a series is empty', () => {
    render(
      <>
        <MembersTrendChart data={[]} />
        <PrayerTrendChart trends={[]} />
      </>,
    );

    expect(screen.getByText('No member history yet')).toBeVisible();
    expect(screen.getByText('No prayer history yet')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
