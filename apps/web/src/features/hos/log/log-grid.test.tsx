import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { LogSpan } from './log-geometry';
import { LogGrid } from './log-grid';

const spans: LogSpan[] = [
  { status: 'off_duty', start: 0, end: 390 },
  { status: 'driving', start: 390, end: 750 },
  { status: 'on_duty', start: 750, end: 780 },
  { status: 'sleeper_berth', start: 780, end: 1440 },
];

describe('LogGrid', () => {
  it('shows the four rows with their totals, which add to the day', async () => {
    renderWithApp(<LogGrid spans={spans} minutes={1440} label="Duty status on Nov 29, 2026" />);
    const grid = await screen.findByRole('group', { name: 'Duty status on Nov 29, 2026' });
    for (const row of ['Off Duty', 'Sleeper Berth', 'Driving', 'On Duty'])
      expect(within(grid).getByText(row)).toBeTruthy();
    expect(within(grid).getByLabelText('Off Duty: 6:30')).toBeTruthy();
    expect(within(grid).getByLabelText('Sleeper Berth: 11:00')).toBeTruthy();
    expect(within(grid).getByLabelText('Driving: 6:00')).toBeTruthy();
    expect(within(grid).getByLabelText('On Duty: 0:30')).toBeTruthy();
    expect(within(grid).getByLabelText('Total: 24:00')).toBeTruthy();
    expect(within(grid).getAllByText('Midnight')).toHaveLength(2);
    expect(within(grid).getByText('Noon')).toBeTruthy();
  });

  it('draws the line in minutes across a day-wide drawing, the driving row from x 390 to 750', async () => {
    renderWithApp(<LogGrid spans={spans} minutes={1440} label="Log" />);
    const line = await screen.findByTestId('duty-line');
    expect(line.getAttribute('d')).toBe('M0 5 H390 V25 H750 V35 H780 V15 H1440');
    expect(line.closest('svg')?.getAttribute('viewBox')).toBe('0 0 1440 40');
  });
});
