import { fireEvent, screen } from '@testing-library/react';
import { vinProblem } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { UnitDialog } from './unit-dialog';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ divisions: [], total: 0 }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('UnitDialog', { timeout: 30_000 }, () => {
  it('requires a unit number', async () => {
    renderWithApp(<UnitDialog kind="truck" open unit={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Truck' }));
    expect(await screen.findByText('Unit number is required')).toBeTruthy();
  });

  it.each([
    ['1M8GDM9A_KP042788', 'a wrong check digit'],
    ['1M8GDM9AXKP04278', 'a short VIN'],
    ['1M8GDM9AXKP0427O8', 'the letter O'],
  ])('explains what is wrong with %s (%s)', async (vin) => {
    renderWithApp(<UnitDialog kind="trailer" open unit={null} onClose={vi.fn()} />);
    const value = vin.replace('_', '2');
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value } });
    const message = vinProblem(value);
    expect(message).toBeTruthy();
    expect(await screen.findByText(message ?? '')).toBeTruthy();
  });

  it('accepts a VIN whose check digit is right', async () => {
    renderWithApp(<UnitDialog kind="truck" open unit={null} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1M8GDM9AXKP042788' } });
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(screen.getByText('17 characters; letters I, O and Q are never used')).toBeTruthy();
  });
});
