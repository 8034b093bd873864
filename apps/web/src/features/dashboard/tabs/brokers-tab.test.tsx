import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import type { PeriodParams } from '../period-params';

const capabilities = { current: new Set<string>(['analytics', 'accounting_loads']) };
vi.mock('../../../app/session/use-session', () => ({
  useSession: () => ({ user: null, capabilities: capabilities.current, roleNames: [] }),
}));

const { BrokersTab } = await import('./brokers-tab');

stubFetch((url) => (url.includes('/api/analytics/broker-performance') ? json({ brokers: [] }) : undefined));
afterEach(() => {
  capabilities.current = new Set(['analytics', 'accounting_loads']);
});

const period: PeriodParams = { kind: 'months', year: 2026, months: [11] };

describe('the Brokers tab', () => {
  it('leads those who keep the books to the receivables aging', () => {
    renderWithApp(<BrokersTab period={period} />);
    const link = screen.getByRole('link', { name: 'Receivables aging' });
    expect(link.getAttribute('href')).toBe('/app/accounting/loads?view=aging');
  });

  it('shows an analyst no way to accounts they may not open', () => {
    capabilities.current = new Set(['analytics']);
    renderWithApp(<BrokersTab period={period} />);
    expect(screen.getByText('Broker Revenue')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Receivables aging' })).toBeNull();
  });
});
