import type { LoadListItem } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { type BoardParams, boardQuery } from './board-params';
import { type LoadRowHandlers, rowActions } from './load-columns';

const handlers = (changes: Partial<LoadRowHandlers> = {}) =>
  ({
    onResume: vi.fn(),
    onDiscard: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onDocuments: vi.fn(),
    onComments: vi.fn(),
    onHistory: vi.fn(),
    canWrite: true,
    canDiscard: true,
    canDelete: () => true,
    ...changes,
  }) as unknown as LoadRowHandlers;
const row = (is_draft: boolean) => ({ id: 7, load_number: 'DR-7', is_draft }) as LoadListItem;
const shown = (h: LoadRowHandlers, draft: boolean) =>
  rowActions(row(draft), h)
    .filter((a) => !a.hidden)
    .map((a) => a.label);

describe("a draft's row (decision 0195)", () => {
  it('offers Resume and Discard instead of Edit and Delete', () => {
    const h = handlers();
    expect(shown(h, true)).toEqual(['Resume', 'Documents', 'Comments', 'Discard']);
    expect(shown(h, false)).toEqual(['Edit', 'Documents', 'Comments', 'History', 'Delete']);
    rowActions(row(true), h)
      .find((a) => a.label === 'Discard')
      ?.onClick();
    expect(h.onDiscard).toHaveBeenCalledWith(row(true));
  });

  it('leaves Resume to those who write loads and Discard to those who delete them', () => {
    expect(shown(handlers({ canWrite: false, canDiscard: false }), true)).toEqual(['Documents', 'Comments']);
    expect(shown(handlers({ canDiscard: false }), true)).toEqual(['Resume', 'Documents', 'Comments']);
  });
});

describe('the Drafts filter', () => {
  const params = (drafts: BoardParams['drafts']) =>
    ({ drafts, statusIds: [], page: 1, size: 50, sort: 'pickup_date', dir: 'desc' }) as unknown as BoardParams;

  it('sends drafts only when it is not the default', () => {
    expect(boardQuery(params('exclude'), null).drafts).toBeUndefined();
    expect(boardQuery(params('include'), null).drafts).toBe('include');
    expect(boardQuery(params('only'), null).drafts).toBe('only');
  });
});
