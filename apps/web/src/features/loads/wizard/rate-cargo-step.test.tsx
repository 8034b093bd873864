import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { defaultEvent, type WizardEvent } from './event-rules';
import { EMPTY_RATE_CARGO, type RateCargoValues, useRateCargoForm } from './rate-cargo-rules';
import { RateCargoStep } from './rate-cargo-step';

/** The step as the wizard holds it: the form outlives the step, so the wizard makes it. */
function Step({ values, stops }: { values: RateCargoValues; stops: WizardEvent[] }) {
  return <RateCargoStep form={useRateCargoForm(values)} stops={stops} />;
}

const show = (changes: Partial<RateCargoValues>, stops: WizardEvent[] = []) =>
  renderWithApp(<Step values={{ ...EMPTY_RATE_CARGO, ...changes }} stops={stops} />);
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

describe('Rate & Cargo values', () => {
  it('are checked as typed with the API’s step-3 schema, in its words', async () => {
    show({});
    const booked = screen.getByLabelText('Rate Booked');
    fireEvent.change(booked, { target: { value: '99999999999' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Rate booked is too large');
    fireEvent.change(booked, { target: { value: '2500.5' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.change(screen.getByLabelText('Pieces'), { target: { value: '2000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Pieces is too large');
  });

  it('take only digits with up to 2 decimals as they are typed', () => {
    show({ loaded_miles: '12.5' });
    const miles = screen.getByLabelText('Loaded Miles') as HTMLInputElement;
    fireEvent.change(miles, { target: { value: '12.555' } });
    fireEvent.change(miles, { target: { value: '-3' } });
    expect(miles.value).toBe('12.5');
  });
});

describe('Rate & Cargo cargo', () => {
  const stop = (order: number, type: WizardEvent['event_type'], commodity: string, weight: string): WizardEvent => ({
    ...defaultEvent(order, '2026-11-24'),
    event_type: type,
    commodity_description: commodity,
    weight,
  });
  const stops = [
    stop(2, 'pickup', 'Lumber', '12000'),
    stop(1, 'pickup', 'Frozen poultry', '42000.5'),
    stop(3, 'delivery', 'Paper', '1'),
  ];
  const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('starts from the first pickup’s commodity and weight, which the user can still change', async () => {
    show({}, stops);
    await waitFor(() => expect(box('Commodity').value).toBe('Frozen poultry'));
    expect(box('Weight').value).toBe('42000.5');
    fireEvent.change(box('Commodity'), { target: { value: 'Poultry' } });
    expect(box('Commodity').value).toBe('Poultry');
  });

  it('keeps what the boxes already hold', async () => {
    show({ commodity: 'Steel coils' }, stops);
    await waitFor(() => expect(box('Weight').value).toBe('42000.5'));
    expect(box('Commodity').value).toBe('Steel coils');
  });
});
