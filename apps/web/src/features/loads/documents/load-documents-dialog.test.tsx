import { screen, within } from '@testing-library/react';
import type { Load } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { load, loadEvent } from '../../../../test/load';
import { renderWithApp } from '../../../../test/render';

// The dialog reads the load through the wizard's call; its documents find nothing.
const shown = vi.hoisted(() => ({ load: null as Load | null }));
vi.mock('../api/wizard-calls', () => ({ useLoad: () => ({ data: shown.load }) }));
stubFetch(() => undefined);

const { LoadDocumentsDialog } = await import('./load-documents-dialog');

function open(events: Load['events']) {
  shown.load = load({ broker: { ...load().broker, name: 'Blue Ridge Logistics' }, events });
  renderWithApp(<LoadDocumentsDialog load={{ id: 5, load_number: 'ACM-1' }} onClose={() => undefined} canEdit />);
  return screen.getByRole('dialog', { name: 'Documents · Load ACM-1' });
}

const stop = (order: number, city: string | null, state: string | null) =>
  loadEvent({
    id: order,
    event_order: order,
    event_type: order === 1 ? 'pickup' : 'delivery',
    location_city: city,
    location_state: state,
  });

describe('Load Documents dialog subtitle', () => {
  it('names the customer and the lane from the first stop to the last', () => {
    const dialog = open([stop(1, 'Omaha', 'NE'), stop(2, 'Denver', 'CO')]);
    expect(within(dialog).getByText('Blue Ridge Logistics · Omaha, NE → Denver, CO')).toBeTruthy();
  });

  it('leaves the lane out when the stops have no place', () => {
    const dialog = open([stop(1, null, null), stop(2, '', null)]);
    expect(within(dialog).getByText('Blue Ridge Logistics')).toBeTruthy();
    expect(within(dialog).queryByText(/→/)).toBeNull();
  });

  it('marks a stop whose place is unknown as the board does', () => {
    const dialog = open([stop(1, 'Omaha', 'NE'), stop(2, null, null)]);
    expect(within(dialog).getByText('Blue Ridge Logistics · Omaha, NE → —')).toBeTruthy();
  });
});
