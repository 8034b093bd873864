import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { EMPTY_BASIC_INFO } from './basic-info-rules';

vi.mock('../api/reference-data', () => {
  const none = { data: [] };
  return {
    useActiveStatuses: () => none,
    useDispatchers: () => none,
    useDispatchersForDriver: () => none,
    usePickableDrivers: () => none,
  };
});
stubFetch(() => undefined);

const { BasicInfoStep } = await import('./basic-info-step');

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });
afterEach(() => viewport(1024, 768));

/** The row holding the customer field and the Add New Broker button, as laid out at this width. */
function brokerRow() {
  renderWithApp(
    <BasicInfoStep
      values={{ ...EMPTY_BASIC_INFO, broker_id: 2, broker_name: 'Blue Ridge Logistics' }}
      onChange={() => undefined}
      errors={{}}
      accounting={false}
      allDrivers
    />,
  );
  const row = screen.getByRole('button', { name: 'Add New Broker' }).parentElement as HTMLElement;
  expect(row.contains(screen.getByRole('combobox', { name: /Customer \/ Broker/ }))).toBe(true);
  return getComputedStyle(row);
}

describe('the customer field beside Add New Broker', () => {
  it('keeps the whole width on a phone, with the button under it', () => {
    viewport(390, 844);
    const row = brokerRow();
    expect(row.display).toBe('grid');
    expect(row.gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('shares the row with the button on wider screens', () => {
    viewport(1440, 900);
    expect(brokerRow().gridTemplateColumns).toBe('minmax(0, 1fr) auto');
  });
});
