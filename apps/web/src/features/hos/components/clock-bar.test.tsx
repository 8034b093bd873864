import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hosClocks } from '../../../../test/hos-clocks';
import { renderWithApp } from '../../../../test/render';
import { ClockBar } from './clock-bar';
import { ClockCell } from './hos-columns';

describe('the clock bars', () => {
  it('shows the time left and fills the bar in proportion to the limit', async () => {
    renderWithApp(<ClockBar label="Drive" minutes={365} limit={660} showLabel />);
    expect(await screen.findByText('6 h 05 m')).toBeTruthy();
    expect(screen.getByText('Drive · 11 h')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Drive remaining' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round((365 / 660) * 100)));
    expect(bar.getAttribute('aria-valuetext')).toBe('6 h 05 m of 11 h');
  });

  it('measures the cycle against 60 or 70 hours and says a short-haul driver needs no break', async () => {
    const c = hosClocks({ cycle: '60_7', cycle_remaining_minutes: 1800, short_haul: true });
    renderWithApp(
      <>
        <ClockCell clocks={c} clock="cycle" showLabel />
        <ClockCell clocks={c} clock="break" showLabel />
      </>,
    );
    expect(await screen.findByText('Cycle · 60 h')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cycle remaining' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('30 h 00 m')).toBeTruthy();
    expect(screen.getByText('Not required (short-haul)')).toBeTruthy();
  });

  it('never overfills, and empties at zero', async () => {
    renderWithApp(
      <>
        <ClockBar label="Break" minutes={660} limit={480} />
        <ClockBar label="Shift" minutes={0} limit={840} />
      </>,
    );
    expect((await screen.findByRole('progressbar', { name: 'Break remaining' })).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Shift remaining' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0 h 00 m')).toBeTruthy();
  });
});
