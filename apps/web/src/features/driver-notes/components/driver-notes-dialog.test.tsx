import { fireEvent, screen, within } from '@testing-library/react';
import { DRIVER_NOTE_MESSAGES, type DriverNote } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { DriverNotesDialog } from './driver-notes-dialog';

const note = (over: Partial<DriverNote>): DriverNote => ({
  id: 1,
  driver_id: 7,
  title: 'Note',
  content: 'Text',
  note_type: 'general',
  importance: 'medium',
  category: 'General',
  is_active: true,
  is_recent_critical: false,
  created_by: 1,
  creator_name: 'Maya',
  creator_last_name: 'Cole',
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
  ...over,
});

function answer(notes: DriverNote[], status = 200) {
  const fetchMock = vi.fn(async (url: string) => {
    if (status !== 200) return new Response(JSON.stringify({ detail: 'down' }), { status });
    if (url.includes('/api/driver-notes/driver/7')) {
      const critical = url.includes('critical_only=true');
      const rows = critical ? notes.filter((n) => n.is_recent_critical) : notes;
      const count = notes.filter((n) => n.is_recent_critical).length;
      return new Response(JSON.stringify({ notes: rows, total: rows.length, recent_critical_count: count }));
    }
    return new Response(JSON.stringify({ documents: [], total: 0 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderWithApp(<DriverNotesDialog open driverId={7} driverName="Dana Reyes" canEditDocuments onClose={vi.fn()} />);

describe('DriverNotesDialog', { timeout: 30_000 }, () => {
  it('pins the recent critical note first, counts it in the badge and filters by it', async () => {
    const fetchMock = answer([
      note({ id: 2, title: 'Brake light reported', importance: 'critical', is_recent_critical: true }),
      note({ id: 1, title: 'Prefers early pickups' }),
    ]);
    open();
    const list = await screen.findByRole('list', { name: 'Driver notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.getAttribute('aria-label')).toBe('Brake light reported');
    expect(within(items[0] as HTMLElement).getByLabelText('Pinned')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Critical (1 recent)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Critical (1 recent)' }));
    expect(await screen.findByText('Brake light reported')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('critical_only=true'))).toBe(true);
  });

  it('shows 120 characters with Show more and Show less', async () => {
    answer([note({ content: 'x'.repeat(150) })]);
    open();
    await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByText('x'.repeat(150))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('x'.repeat(150))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  it('says "No notes found" and explains what a new note needs', async () => {
    answer([]);
    open();
    expect(await screen.findByText(DRIVER_NOTE_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(DRIVER_NOTE_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(DRIVER_NOTE_MESSAGES.contentRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'T'.repeat(256) } });
    expect(await screen.findByText(DRIVER_NOTE_MESSAGES.titleTooLong)).toBeTruthy();
  });

  it('says so inline when the notes cannot be read', async () => {
    answer([], 500);
    open();
    expect(await screen.findByText(DRIVER_NOTE_MESSAGES.loadFailed)).toBeTruthy();
  });

  it('keeps the type fixed when a note is edited inline', async () => {
    answer([note({ title: 'Gate code', note_type: 'personal' })]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit note Gate code' }));
    const form = screen.getByRole('form', { name: 'Edit note Gate code' });
    expect(within(form).getByText('Personal note — the type cannot change.')).toBeTruthy();
    expect(within(form).queryByLabelText('Type')).toBeNull();
  });
});
