import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOAD_MESSAGES } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { EMPTY_BASIC_INFO, useBasicInfoForm } from './basic-info-rules';
import { ReadConfidenceProvider } from './read-confidence';

vi.mock('../api/reference-data', () => {
  const none = { data: [] };
  return {
    useActiveStatuses: () => none,
    useDispatchers: () => none,
    useDispatchersForDriver: () => none,
    usePickableDrivers: () => ({
      data: [{ id: 7, name: 'Rosa Delgado', current_truck: { id: 3, unit_number: 'TR-42' } }],
    }),
  };
});
// Each driver's hours left, as the company's ELD gives them (issue 33).
vi.mock('../../hos/api/use-driver-hours', async (original) => ({
  ...(await original<typeof import('../../hos/api/use-driver-hours')>()),
  useDriverHours: () => new Map([[7, { drive: 270, cycle: 3130 }]]),
}));
stubFetch(() => undefined);

const { BasicInfoStep } = await import('./basic-info-step');

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });
afterEach(() => viewport(1024, 768));

function Step() {
  const form = useBasicInfoForm({ ...EMPTY_BASIC_INFO, broker_id: 2, broker_name: 'Blue Ridge Logistics' }, false);
  return <BasicInfoStep form={form} accounting={false} allDrivers />;
}

/** The row holding the customer field and the Add New Broker button, as laid out at this width. */
function brokerRow() {
  renderWithApp(<Step />);
  const row = screen.getByRole('button', { name: 'Add New Broker' }).parentElement as HTMLElement;
  expect(row.contains(screen.getByRole('combobox', { name: /Customer \/ Broker/ }))).toBe(true);
  return getComputedStyle(row);
}

describe('the driver picker', () => {
  it("says each driver's truck and hours left beside the name", async () => {
    renderWithApp(<Step />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Driver/ }));
    expect((await screen.findByRole('option', { name: /Rosa Delgado/ })).textContent).toBe(
      'Rosa Delgado · Truck TR-42 · 4h 30m to drive · 52h 10m cycle',
    );
  });
});

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

/** The step with a save button, as the wizard holds it; `saved` gets each accepted save. */
function SavableStep({ accounting, saved }: { accounting: boolean; saved: () => void }) {
  const form = useBasicInfoForm(EMPTY_BASIC_INFO, accounting);
  return (
    <>
      <BasicInfoStep form={form} accounting={accounting} allDrivers />
      <button type="button" onClick={() => void form.handleSubmit(saved)()}>
        Save
      </button>
    </>
  );
}

describe('Basic Info checked with the API’s step-1 schema', () => {
  it('says what is missing in the API’s words, and a fixed field loses its message', async () => {
    const saved = vi.fn();
    renderWithApp(<SavableStep accounting saved={saved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      LOAD_MESSAGES.loadNumberRequired,
      LOAD_MESSAGES.customerRequired,
      LOAD_MESSAGES.statusRequired,
      LOAD_MESSAGES.dispatcherRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Load Number/), { target: { value: 'ACM-7' } });
    await waitFor(() => expect(screen.queryByText(LOAD_MESSAGES.loadNumberRequired)).toBeNull());
    expect(screen.getByText(LOAD_MESSAGES.customerRequired)).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
  });

  it('asks a team load for its second driver and split', async () => {
    renderWithApp(<SavableStep accounting={false} saved={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Team load' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LOAD_MESSAGES.secondaryDriverRequired)).toBeTruthy();
    expect(screen.getByText(LOAD_MESSAGES.primarySplitRequired)).toBeTruthy();
    expect(screen.queryByText(LOAD_MESSAGES.dispatcherRequired)).toBeNull();
  });
});

describe('a load number read from a rate confirmation', () => {
  const hintFor = (score: number) => {
    const { unmount } = renderWithApp(
      <ReadConfidenceProvider value={{ 'basic_info.load_number': score }}>
        <Step />
      </ReadConfidenceProvider>,
    );
    const hint = screen.getByText(/^Read from the document|^Not clearly read/).textContent;
    unmount();
    return hint;
  };

  it('asks to be checked whenever it is read below green (0.8)', () => {
    expect(hintFor(0.79)).toBe('Read from the document: check it');
    expect(hintFor(0.3)).toBe('Not clearly read: check it against the document');
    expect(hintFor(0.8)).toBe('Read from the document');
  });
});
