import { fireEvent, screen, within } from '@testing-library/react';
import type { DocumentRecord } from '@tms/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { DocumentPicker, type PickedDocument } from './document-picker';

const doc = (id: number, name: string, type: string): DocumentRecord => ({
  id,
  original_filename: name,
  document_type: type,
  content_type: 'application/pdf',
  file_size: 2048,
  category: 'load',
  description: null,
  tags: null,
  load_id: 1,
  driver_id: null,
  customer_id: null,
  truck_id: null,
  trailer_id: null,
  company_id: 1,
  is_active: true,
  deprecated: false,
  created_at: '2026-03-02T12:00:00.000Z',
  uploaded_by_name: null,
});

function Harness({ initial }: { initial: PickedDocument[] }) {
  const [items, setItems] = useState(initial);
  return <DocumentPicker items={items} onChange={setItems} reorderable label="Documents to merge" />;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Documents to merge' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.match(/^\d?([\w.-]+\.pdf)/)?.[1]);

describe('DocumentPicker', () => {
  it('reorders with the move buttons, announces the move, and selects all or none', () => {
    renderWithApp(
      <Harness
        initial={[
          { document: doc(1, 'rc.pdf', 'rate_confirmation'), selected: true },
          { document: doc(2, 'bol.pdf', 'bol'), selected: false },
          { document: doc(3, 'pod.pdf', 'pod'), selected: true },
        ]}
      />,
    );
    expect(names()).toEqual(['rc.pdf', 'bol.pdf', 'pod.pdf']);
    expect(screen.getByText(/2 of 3 selected/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move rc.pdf up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move pod.pdf up' }));
    expect(names()).toEqual(['rc.pdf', 'pod.pdf', 'bol.pdf']);
    expect(screen.getByText('pod.pdf moved to position 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all documents' }));
    expect(screen.getByText(/3 of 3 selected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all documents' }));
    expect(screen.getByText(/0 of 3 selected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /bol\.pdf/ }));
    expect(screen.getByText(/1 of 3 selected/)).toBeTruthy();
  });
});
