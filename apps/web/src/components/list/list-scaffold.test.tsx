import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, searchOf } from '../../../test/render';
import { ListEmpty } from './list-empty';
import { ListFilters } from './list-filters';
import { ListScaffold } from './list-scaffold';
import { useListParams } from './use-list-params';

type Row = { id: number; name: string };

function People({ rows, total, failed = false }: { rows: Row[]; total: number | undefined; failed?: boolean }) {
  const list = useListParams({ defaultPageSize: 10, pageSizes: [10, 25] });
  const retry = vi.fn();
  return (
    <ListScaffold
      title="People"
      description="Everyone"
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Search people' }}
          switches={[{ key: 'warning', label: 'With warning only' }]}
        />
      }
      failure={failed ? { message: 'Failed to load people', onRetry: retry } : null}
      paging={{ list, total }}
      table={{
        ariaLabel: 'People',
        columns: [{ id: 'name', header: 'Name', render: (r: Row) => r.name }],
        rows,
        getRowId: (r) => r.id,
        empty: (
          <ListEmpty
            icon={PeopleAltOutlined}
            noun="people"
            filtered={Boolean(list.search) || list.flag('warning')}
            onClear={() => list.clearFilters(['warning'])}
            firstTime={{ description: 'Add the first person.' }}
          />
        ),
      }}
    />
  );
}

describe('ListScaffold', () => {
  it('shows the heading, the rows and the paging from the URL', () => {
    renderWithApp(<People rows={[{ id: 1, name: 'Ann' }]} total={11} />, { url: '/?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeTruthy();
    expect(screen.getByText('11–11 of 11')).toBeTruthy();
  });

  it('steps back to the last page that exists when rows went away', async () => {
    const { router } = renderWithApp(<People rows={[]} total={12} />, { url: '/?page=5' });
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
  });

  it('says when filters match nothing and clears them', async () => {
    const { router } = renderWithApp(<People rows={[]} total={0} />, { url: '/?warning=1&q=zed' });
    expect(screen.getByText('No people match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(searchOf(router).toString()).toBe(''));
  });

  it('offers the first record when the list is empty, and a retry when it failed', () => {
    renderWithApp(<People rows={[]} total={undefined} failed />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load people');
    expect(screen.getByText('No people yet')).toBeTruthy();
  });

  it('turns a switch filter on in the URL', async () => {
    const { router } = renderWithApp(<People rows={[]} total={0} />);
    fireEvent.click(screen.getByRole('switch', { name: 'With warning only' }));
    await waitFor(() => expect(searchOf(router).get('warning')).toBe('1'));
  });
});
