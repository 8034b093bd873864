import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { CompanyInfo } from '../api/get-company-info';
import { CompanyInfoForm } from './company-info-form';

const company: CompanyInfo = {
  id: 1,
  name: 'Acme Freight',
  alias: 'acme',
  country: 'USA',
  address: '1 Main St, Dallas, TX 75201',
  phone_number: '+1 (555) 123-4567',
  fax: null,
  mc_number: '123456',
  dot_number: '7654321',
  active: true,
  plan: null,
  subscription_expires_at: null,
  time_zone: 'America/Chicago',
  require_pod_for_delivery: false,
  detention_free_minutes: 120,
  user_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  logo: null,
};

const save = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CompanyInfoForm', () => {
  it('keeps Save Changes disabled while a field is invalid, and shows why under the field', async () => {
    renderWithApp(<CompanyInfoForm company={company} onDone={() => undefined} />);
    expect(save().disabled).toBe(true);
    fireEvent.change(field('Company name'), { target: { value: 'Acme Freight Lines' } });
    await waitFor(() => expect(save().disabled).toBe(false));

    const cases: [string, string, string][] = [
      ['Company name', '   ', 'Company name is required'],
      ['Address', 'x'.repeat(600), 'Address too long'],
      ['Phone', 'call me', 'Invalid phone format'],
      ['MC number', 'MC-123', 'MC number must contain only digits'],
    ];
    for (const [label, bad, message] of cases) {
      const before = field(label).value;
      fireEvent.change(field(label), { target: { value: bad } });
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
      expect(save().disabled, label).toBe(true);
      fireEvent.change(field(label), { target: { value: before } });
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    }
    fireEvent.change(field('Company name'), { target: { value: 'Acme Freight Lines' } });
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('shows at once why saved values that break today’s rules keep Save Changes disabled', async () => {
    renderWithApp(<CompanyInfoForm company={{ ...company, mc_number: 'MC-123' }} onDone={() => undefined} />);
    await waitFor(() => expect(screen.getByText('MC number must contain only digits')).toBeTruthy());
    fireEvent.change(field('MC number'), { target: { value: '123' } });
    await waitFor(() => expect(save().disabled).toBe(false));
  });
});
