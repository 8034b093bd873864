import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FACTORING_MESSAGES, type FactoringSettings } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { FactoringForm } from './factoring-form';

const off: FactoringSettings = {
  enabled: false,
  name: null,
  email: null,
  remit_to: null,
  notice: null,
  updated_at: null,
};

const fetchMock = stubFetch((url, init) =>
  url.endsWith('/api/accounting/factoring/settings') && init?.method === 'PUT'
    ? json({ ...JSON.parse(String(init.body)), updated_at: '2026-11-30T10:00:00.000Z' })
    : undefined,
);

const save = () => screen.getByRole('button', { name: 'Save Factoring' }) as HTMLButtonElement;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('FactoringForm', () => {
  it('requires every field once factoring is turned on, and says which', async () => {
    renderWithApp(<FactoringForm settings={off} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Factor our invoices' }));
    for (const message of [
      FACTORING_MESSAGES.nameRequired,
      FACTORING_MESSAGES.emailRequired,
      FACTORING_MESSAGES.remitRequired,
      FACTORING_MESSAGES.noticeRequired,
    ])
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(save().disabled).toBe(true);

    fireEvent.change(field('Factoring company'), { target: { value: 'Prairie Capital Funding' } });
    fireEvent.change(field('E-mail for schedules'), { target: { value: 'not an address' } });
    await waitFor(() => expect(screen.getByText(FACTORING_MESSAGES.emailInvalid)).toBeTruthy());
    fireEvent.change(field('E-mail for schedules'), { target: { value: 'Schedules@Prairie.example' } });
    fireEvent.change(field('Remit-to address'), { target: { value: 'PO Box 4410\nDes Moines, IA 50306' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use standard notice' }));
    await waitFor(() => expect(field('Notice of assignment').value).toContain('paid only to Prairie Capital Funding'));
    await waitFor(() => expect(save().disabled).toBe(false));

    fireEvent.click(save());
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      enabled: true,
      name: 'Prairie Capital Funding',
      email: 'schedules@prairie.example',
      remit_to: 'PO Box 4410\nDes Moines, IA 50306',
    });
  });

  it('keeps a partial factoring company while factoring is off', async () => {
    let done = false;
    renderWithApp(<FactoringForm settings={off} onDone={() => (done = true)} />);
    fireEvent.change(field('Factoring company'), { target: { value: 'Prairie Capital Funding' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(done).toBe(true));
  });
});
