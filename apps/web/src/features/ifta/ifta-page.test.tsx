import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IFTA_MESSAGES, type IftaRates, type IftaReport } from '@tms/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { iftaTestReport } from '../../../test/ifta-report';
import { renderWithApp, searchOf } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';

const session = vi.hoisted(() => ({ capabilities: new Set<string>(['ifta']) }));
vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({ user: sessionUser(), capabilities: session.capabilities, roleNames: [] }),
}));
const saved = vi.hoisted(() => ({ files: [] as File[] }));
vi.mock('../documents', () => ({ saveFile: (file: File) => saved.files.push(file) }));

const { IftaPage } = await import('./ifta-page');

let report: IftaReport = iftaTestReport();
const rates: IftaRates = {
  year: 2026,
  quarter: 3,
  origin: 'shipped',
  source: 'IFTA, Inc. rate matrix',
  as_of: '2026-07-01',
  updated_at: null,
  rates: [
    { jurisdiction: 'OK', name: 'Oklahoma', rate: '0.1900', surcharge_rate: '0.0000' },
    { jurisdiction: 'KY', name: 'Kentucky', rate: '0.2630', surcharge_rate: '0.1020' },
  ],
};
const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/ifta/report.csv')) return new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } });
  if (url.startsWith('/api/ifta/report.pdf'))
    return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
  if (url.startsWith('/api/ifta/report')) return json(report);
  if (url.startsWith('/api/ifta/rates')) return json(init?.method === 'PUT' ? { ...rates, origin: 'company' } : rates);
  return undefined;
});
const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(prefix));

// The company's today is Nov 15, 2026: the last completed quarter is Q3.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T18:00:00Z') }));
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  report = iftaTestReport();
  session.capabilities = new Set(['ifta']);
  saved.files = [];
});

const table = () => screen.findByRole('table', { name: 'Miles and fuel by jurisdiction' });
/** The schedule once the return has come: the table shows placeholders until then. */
const loaded = async () => {
  const t = await table();
  await within(t).findByText('OK');
  return t;
};
const rowOf = async (code: string) =>
  (
    within(await loaded())
      .getByText(code)
      .closest('tr') as HTMLElement
  ).textContent ?? '';

describe('the IFTA return', () => {
  it('opens on the last completed quarter and lists each jurisdiction with its figures', async () => {
    renderWithApp(<IftaPage />);
    expect(await rowOf('OK')).toContain('Oklahoma');
    expect(calls('/api/ifta/report')[0]?.[0]).toBe('/api/ifta/report?year=2026&quarter=3');
    const ok = await rowOf('OK');
    for (const figure of ['12,480', '1,500', '1,935', '435', '$0.190', '$82.65', 'Partly estimated']) {
      expect(ok).toContain(figure);
    }
    const ky = await rowOf('KY');
    expect(ky).toContain('+ $0.102 surcharge');
    expect(ky).toContain('incl. $20.40 surcharge');
    const mx = await rowOf('MX');
    expect(mx).toContain('Not IFTA');
    expect(mx).toContain('Estimated');
  });

  it('closes the schedule with a totals row', async () => {
    renderWithApp(<IftaPage />);
    const footer = (await loaded()).querySelector('tfoot') as HTMLElement;
    const cells = within(footer)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['Total', '20,300', '20,220', '3,300', '3,135', '-165']);
    expect(cells.at(-1)).toContain('$4.35 credit');
  });

  it('shows a credit as a credit, in the cards and in the lines', async () => {
    renderWithApp(<IftaPage />);
    const cards = screen.getByRole('region', { name: 'Return summary' });
    expect((await within(cards).findByText('Net credit')).parentElement?.textContent).toContain('$4.35');
    expect(within(cards).queryByText(/-\$/)).toBeNull();
    expect(await rowOf('TX')).toContain('$160.00 credit');
    expect(within(cards).getByText('Fleet MPG').parentElement?.textContent).toContain('6.45');
  });

  it('shows the net tax due when the return owes', async () => {
    report = iftaTestReport({ totals: { ...iftaTestReport().totals, total_due: '1234.50' } });
    renderWithApp(<IftaPage />);
    const cards = screen.getByRole('region', { name: 'Return summary' });
    expect((await within(cards).findByText('$1,234.50')).parentElement?.textContent).toContain('Net tax due');
  });

  it('flags trucks with fuel and no miles, or miles and no fuel', async () => {
    renderWithApp(<IftaPage />);
    const trucks = await screen.findByRole('table', { name: 'Miles and fuel by truck' });
    const row = async (unit: string) => (await within(trucks).findByText(unit)).closest('tr') as HTMLElement;
    expect((await row('T-205')).textContent).toContain('Fuel, no miles');
    expect((await row('T-310')).textContent).toContain('Miles, no fuel');
    expect((await row('T-101')).textContent).not.toMatch(/no (miles|fuel)/);
  });

  it('narrows the return to a truck when one is clicked', async () => {
    const { router } = renderWithApp(<IftaPage />);
    const trucks = await screen.findByRole('table', { name: 'Miles and fuel by truck' });
    fireEvent.click(await within(trucks).findByText('T-101'));
    await waitFor(() => expect(searchOf(router).get('truck')).toBe('12'));
    await waitFor(() => expect(calls('/api/ifta/report').at(-1)?.[0]).toContain('truck_id=12'));
  });

  it('says why each stretch of miles is estimated', async () => {
    renderWithApp(<IftaPage />);
    const section = await screen.findByRole('region', { name: 'Estimated miles' });
    expect(within(section).getByText("No signal for 3 h 10 min: filled from load 1042's stops")).toBeTruthy();
    expect(within(section).getByText('No positions for load 1042: estimated from its stops')).toBeTruthy();
  });

  it('opens the trips and purchases behind a line', async () => {
    const { router } = renderWithApp(<IftaPage />);
    fireEvent.click(within(await loaded()).getByText('OK'));
    await waitFor(() => expect(searchOf(router).get('jurisdiction')).toBe('OK'));
    expect(await screen.findByRole('dialog', { name: 'Jurisdiction details' })).toBeTruthy();
    await waitFor(() =>
      expect(calls('/api/ifta/details')[0]?.[0]).toBe('/api/ifta/details?year=2026&quarter=3&jurisdiction=OK'),
    );
  });

  it('downloads the CSV and the PDF of the quarter and truck on screen', async () => {
    renderWithApp(<IftaPage />, { url: '/?year=2026&quarter=2&truck=12' });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.files).toHaveLength(2));
    expect(calls('/api/ifta/report.').map(([url, init]) => [url, new Headers(init?.headers).get('Accept')])).toEqual([
      ['/api/ifta/report.csv?year=2026&quarter=2&truck_id=12', 'text/csv'],
      ['/api/ifta/report.pdf?year=2026&quarter=2&truck_id=12', 'application/pdf'],
    ]);
    expect(saved.files.map((f) => f.name)).toEqual(['ifta-2026-q2-truck-12.csv', 'ifta-2026-q2-truck-12.pdf']);
  });

  it('never asks for a quarter that has not begun', async () => {
    renderWithApp(<IftaPage />, { url: '/?year=2027&quarter=1' });
    await loaded();
    expect(calls('/api/ifta/report')[0]?.[0]).toBe('/api/ifta/report?year=2026&quarter=3');
  });

  it('says when the quarter has no miles and no fuel', async () => {
    const zero = { ...iftaTestReport().totals, total_miles: '0', taxable_miles: '0' };
    report = iftaTestReport({ jurisdictions: [], trucks: [], estimates: [], totals: zero, total_gallons: '0' });
    renderWithApp(<IftaPage />);
    expect(await screen.findByText('No miles or fuel in Q3 2026')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s sentence when the return cannot be read', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'The quarter has not started yet' }, 422));
    renderWithApp(<IftaPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The quarter has not started yet');
  });
});

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });

describe('on a phone', () => {
  afterEach(() => viewport(1024, 768));

  it('shows each jurisdiction as a card, the totals under them', async () => {
    viewport(390, 844);
    renderWithApp(<IftaPage />);
    const cards = screen.getByRole('list', { name: 'Miles and fuel by jurisdiction' });
    const ok = (await within(cards).findByText('OK')).closest('li') as HTMLElement;
    expect(ok.textContent).toContain('12,480 total');
    expect(ok.textContent).toContain('$82.65');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table', { name: 'Miles and fuel by jurisdiction' })).toBeNull();
    expect(cards.parentElement?.textContent).toContain('$4.35 credit');
  });
});

describe('the rates', () => {
  it('names the shipped matrix and its date, without an edit button for an accountant', async () => {
    renderWithApp(<IftaPage />);
    expect(
      await screen.findByText(/Tax rates for Q3 2026 from IFTA, Inc. rate matrix, as of Jul 1, 2026/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit rates/ })).toBeNull();
  });

  it('warns that the tax is not computed without rates, and asks for a manager', async () => {
    report = iftaTestReport({ rates: { origin: 'none', source: null, as_of: null } });
    renderWithApp(<IftaPage />);
    const notice = await screen.findByText(/No fuel-tax rates are entered for Q3 2026/);
    expect(notice.textContent).toContain('not computed correctly');
    expect(notice.textContent).toContain('Ask a manager');
  });

  it('lets a manager correct the rates, refusing a wrong one, and sends the filled lines', async () => {
    session.capabilities = new Set(['ifta', 'ifta_rates_write']);
    renderWithApp(<IftaPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit rates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fuel-tax rates · Q3 2026' });
    const ok = (await within(dialog).findByLabelText('OK rate')) as HTMLInputElement;
    await waitFor(() => expect(ok.value).toBe('0.1900'));
    expect((within(dialog).getByLabelText('KY surcharge') as HTMLInputElement).value).toBe('0.1020');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(58 * 2);

    fireEvent.change(ok, { target: { value: '0.19005' } });
    fireEvent.change(within(dialog).getByLabelText('TX surcharge'), { target: { value: '0.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      IFTA_MESSAGES.rateInvalid,
      'Enter the rate along with the surcharge',
    ]);
    expect(calls('/api/ifta/rates').filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    fireEvent.change(ok, { target: { value: '0.195' } });
    fireEvent.change(within(dialog).getByLabelText('TX rate'), { target: { value: '0.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Fuel-tax rates/ })).toBeNull());
    const put = calls('/api/ifta/rates').find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/ifta/rates?year=2026&quarter=3');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      rates: [
        { jurisdiction: 'KY', rate: '0.2630', surcharge_rate: '0.1020' },
        { jurisdiction: 'OK', rate: '0.195', surcharge_rate: '0' },
        { jurisdiction: 'TX', rate: '0.2', surcharge_rate: '0.01' },
      ],
    });
  });
});
