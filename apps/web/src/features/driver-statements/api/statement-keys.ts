import { resourceKeys } from '../../../app/api/query-keys';

export interface StatementListParams {
  periodStart: string | null;
  periodEnd: string | null;
  status: string | null;
  driverId: number | null;
  skip: number;
  limit: number;
}

/** Query keys of driver statements; invalidating `all` refreshes lists, statements and totals. */
const statements = resourceKeys<StatementListParams>('driver-statements');

export const statementKeys = {
  ...statements,
  stats: (params: Pick<StatementListParams, 'periodStart' | 'periodEnd' | 'driverId'>) =>
    [...statements.all, 'stats', params] as const,
};

/** Query keys of recurring charges (a driver's page and statements read them). */
export const chargeKeys = resourceKeys<{ driverId: number | null }>('recurring-charges');
