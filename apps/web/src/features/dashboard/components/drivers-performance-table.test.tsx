import { fireEvent, screen, within } from '@testing-library/react';
import type { DriverPerformanceRow } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { DRIVER_TABLE_SKELETON_ROWS, DriversPerformanceTable } from './drivers-performance-table';

const row = (id: number, name: string, loads: number, revenue: string, rpm: string | null): DriverPerformanceRow => ({
  id,
  name,
  driver_type: id % 2 ? 'company_driver' : 'owner_operator',
  load_count: loads,
  revenue,
  loaded_miles: '100.00',
  empty_miles: '10.00',
  total_miles: '110.00',
  revenue_per_loaded_mile: rpm,
  revenue_per_total_mile: rpm,
});
const ROWS = [
  row(1, 'Ann Able', 3, '900.00', '2.50'),
  row(2, 'Ben Bell', 5, '1200.50', null),
  row(3, 'Cal Cole', 1, '90.00', '1.10'),
];
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

describe('DriversPerformanceTable', () => {
  it('sorts by revenue descending first and toggles the active column', () => {
    renderWithApp(<DriversPerformanceTable rows={ROWS} loading={false} periodLabel="2026" />);
    expect(names()).toEqual(['Ben Bell', 'Ann Able', 'Cal Cole']);
    expect(screen.getByRole('columnheader', { name: 'Revenue' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('row', { name: /Ben Bell Owner Op 5 \$1,200\.50/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revenue' }));
    expect(names()).toEqual(['Cal Cole', 'Ann Able', 'Ben Bell']);
    expect(screen.getByRole('columnheader', { name: 'Revenue' }).getAttribute('aria-sort')).toBe('ascending');
    // A new numeric column starts descending; a missing RPM sorts below every figure.
    fireEvent.click(screen.getByRole('button', { name: 'RPM (Loaded)' }));
    expect(names()).toEqual(['Ann Able', 'Cal Cole', 'Ben Bell']);
    fireEvent.click(screen.getByRole('button', { name: 'Driver' }));
    expect(names()).toEqual(['Ann Able', 'Ben Bell', 'Cal Cole']);
  });

  it('shows eight placeholder rows while loading and the spec text when empty', () => {
    const { unmount } = renderWithApp(<DriversPerformanceTable rows={undefined} loading periodLabel="2026" />);
    expect(screen.getAllByTestId('driver-skeleton-row')).toHaveLength(DRIVER_TABLE_SKELETON_ROWS);
    expect(DRIVER_TABLE_SKELETON_ROWS).toBe(8);
    unmount();
    renderWithApp(<DriversPerformanceTable rows={[]} loading={false} periodLabel="2026" />);
    expect(screen.getByText('No Driver Data')).toBeTruthy();
    expect(screen.getByText('No driver performance data available for the selected period.')).toBeTruthy();
  });
});
