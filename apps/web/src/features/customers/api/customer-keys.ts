export interface CustomerListParams {
  search: string;
  /** Only customers flagged with a warning; undefined shows all. */
  hasWarning: boolean | undefined;
  /** Deleted customers are listed too, marked, so they can be restored. */
  includeDeleted: boolean;
  skip: number;
  limit: number;
}

/** Query keys of the customers area; invalidating `all` refreshes lists, records, stats and searches. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  stats: () => [...customerKeys.all, 'stats'] as const,
  search: (text: string, limit: number) => [...customerKeys.all, 'search', text, limit] as const,
  byMc: (mc: string) => [...customerKeys.all, 'by-mc', mc] as const,
};
