import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { shouldFill, stopZips } from './estimated-miles-rules';
import { defaultEvent, type WizardEvent } from './event-rules';
import { EMPTY_RATE_CARGO, type RateCargoValues, useRateCargoForm } from './rate-cargo-rules';
import { RateCargoStep } from './rate-cargo-step';

// A company without telematics: the hours-of-service warning under the miles asks nothing.
vi.mock('../../../app/session/use-session', () => ({
  useSession: () => ({ user: sessionUser(), capabilities: new Set(['load_management']) }),
}));

const stop = (order: number, zip: string): WizardEvent => ({
  ...defaultEvent(order, '2030-01-02'),
  location_postal_code: zip,
});

const fetchMock = stubFetch((url) => {
  if (url.includes('/api/mileage?zip=43215&zip=60607')) return json({ miles: 355, legs: [355], method: 'estimate' });
  if (url.includes('/api/mileage?zip=43215&zip=30303')) return json({ miles: 566, legs: [566], method: 'estimate' });
  if (url === '/api/company/features') return json({ features: [] });
  if (url.includes('/api/loads/7/empty-miles'))
    return json({
      miles: 42,
      method: 'estimate',
      from: { load_id: 3, load_number: 'ACM-3', city: 'Dayton', state: 'OH', zip: '45402' },
    });
  return undefined;
});

function Step({ values, stops, loadId }: { values: RateCargoValues; stops: WizardEvent[]; loadId?: number }) {
  return <RateCargoStep form={useRateCargoForm(values)} stops={stops} loadId={loadId ?? null} />;
}
const show = (changes: Partial<RateCargoValues>, stops: WizardEvent[], loadId?: number) =>
  renderWithApp(<Step values={{ ...EMPTY_RATE_CARGO, ...changes }} stops={stops} loadId={loadId} />);
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('estimated miles rules', () => {
  it('measures only stops that all have a ZIP code, in stop order', () => {
    expect(stopZips([stop(2, '60607'), stop(1, '43215-1234')])).toEqual(['43215', '60607']);
    expect(stopZips([stop(1, '43215'), stop(2, '')])).toBeNull();
    expect(stopZips([stop(1, '43215')])).toBeNull();
  });

  it('fills an empty box, or an untouched estimate whose stops changed, never a typed value', () => {
    const earlier = { value: '355', basis: '43215,60607', hint: '' };
    expect(shouldFill('', undefined, 'x')).toBe(true);
    expect(shouldFill('355', earlier, '43215,30303')).toBe(true);
    expect(shouldFill('355', earlier, '43215,60607')).toBe(false);
    expect(shouldFill('400', earlier, '43215,30303')).toBe(false);
    expect(shouldFill('355', undefined, '43215,30303')).toBe(false);
  });
});

describe('Rate & Cargo miles', () => {
  it('fills loaded miles from the stops, marked as estimated until the user types', async () => {
    show({}, [stop(1, '43215'), stop(2, '60607')]);
    await waitFor(() => expect(box('Loaded Miles').value).toBe('355'));
    expect(screen.getByText(/^Estimated from the stops' ZIP codes/)).toBeTruthy();
    fireEvent.change(box('Loaded Miles'), { target: { value: '360' } });
    expect(screen.queryByText(/^Estimated from the stops' ZIP codes/)).toBeNull();
    expect(box('Loaded Miles').value).toBe('360');
  });

  it('keeps loaded miles already entered', async () => {
    show({ loaded_miles: '500' }, [stop(1, '43215'), stop(2, '60607')]);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/mileage'))).toBe(true));
    expect(box('Loaded Miles').value).toBe('500');
    expect(screen.queryByText(/^Estimated/)).toBeNull();
  });

  it('estimates again when the stops change and the estimate was left as it was', async () => {
    const view = show({}, [stop(1, '43215'), stop(2, '60607')]);
    await waitFor(() => expect(box('Loaded Miles').value).toBe('355'));
    view.rerender(<Step values={EMPTY_RATE_CARGO} stops={[stop(1, '43215'), stop(2, '30303')]} />);
    await waitFor(() => expect(box('Loaded Miles').value).toBe('566'));
  });

  it("fills empty miles from the truck's previous delivery, naming the load", async () => {
    show({}, [], 7);
    await waitFor(() => expect(box('Empty Miles').value).toBe('42'));
    expect(screen.getByText("Estimated from load ACM-3's delivery in Dayton, OH: edit to change")).toBeTruthy();
  });
});
