import type { LoadListFilters } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { statsQuery } from './board-params';

describe('statsQuery', () => {
  it("keeps every filter of the board's list but the statuses, paging and sorting", () => {
    expect(
      statsQuery({
        search: 'ACM-1022',
        status_ids: [1, 2],
        dispatcher_id: 3,
        any_driver_id: 4,
        processed: 'false',
        invoiced: 'false',
        pickup_date_after: '2026-05-01',
        pickup_date_before: '2026-05-31',
        sort_by: 'pickup_date',
        sort_dir: 'desc',
        skip: 50,
        limit: 50,
        include_comment_counts: 'true',
        // Drafts count in no total (decision 0195), whatever the list shows.
        drafts: 'only',
      } as LoadListFilters),
    ).toEqual({
      search: 'ACM-1022',
      dispatcher_id: 3,
      any_driver_id: 4,
      processed: 'false',
      invoiced: 'false',
      pickup_date_after: '2026-05-01',
      pickup_date_before: '2026-05-31',
    });
  });
});
