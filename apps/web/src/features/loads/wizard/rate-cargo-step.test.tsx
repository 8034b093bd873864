import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { EMPTY_RATE_CARGO, type RateCargoValues } from './rate-cargo-rules';
import { RateCargoStep } from './rate-cargo-step';

const show = (changes: Partial<RateCargoValues>) =>
  renderWithApp(<RateCargoStep values={{ ...EMPTY_RATE_CARGO, ...changes }} onChange={() => undefined} />);
const figure = (label: string) => screen.getByTestId(`figure-${label}`).textContent;

describe('Rate & Cargo live figures', () => {
  it('shows a loss as -$, and whole miles as the board does', () => {
    show({ rate_booked: '1000.50', rate_dispatched: '1500.00', loaded_miles: '100.00', empty_miles: '0.00' });
    expect(figure('Profit Margin')).toBe('-$499.50');
    expect(figure('Total Miles')).toBe('100');
    expect(figure('RPM (loaded)')).toBe('$10.01');
    expect(figure('RPM (total)')).toBe('$10.01');
  });

  it('groups thousands in every figure, the rates per mile too', () => {
    show({ rate_booked: '250000.00', rate_dispatched: '12345.67', loaded_miles: '80', empty_miles: '1920.5' });
    expect(figure('Total Miles')).toBe('2,001');
    expect(figure('RPM (loaded)')).toBe('$3,125.00');
    expect(figure('RPM (total)')).toBe('$124.97');
    expect(figure('Profit Margin')).toBe('$237,654.33');
  });

  it('shows a dash for figures that cannot be worked out yet', () => {
    show({ rate_booked: '1200' });
    for (const label of ['Total Miles', 'RPM (loaded)', 'RPM (total)', 'Profit Margin'])
      expect(figure(label)).toBe('—');
  });
});
