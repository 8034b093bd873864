import { resourceKeys } from '../../../app/api/query-keys';

export interface FuelCardListParams {
  search: string;
  /** true: active only; false: inactive only; undefined: both. */
  isActive: boolean | undefined;
  provider: string;
  isAssigned: boolean | undefined;
  skip: number;
  limit: number;
}

/** Query keys of fuel cards; invalidating `all` refreshes lists, stats, available cards and histories. */
const cards = resourceKeys<FuelCardListParams>('fuel-cards');

export const fuelCardKeys = {
  ...cards,
  stats: () => [...cards.all, 'stats'] as const,
  available: () => [...cards.all, 'available'] as const,
  assignments: (id: number) => [...cards.all, 'assignments', id] as const,
};
