import type { EquipmentStatus, Ownership, TrailerType } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

export type UnitKind = 'truck' | 'trailer';

export interface UnitListParams {
  search: string;
  status: EquipmentStatus | null;
  ownership: Ownership | null;
  trailerType: TrailerType | null;
  divisionId: number | null;
  activeOnly: boolean;
  expiry: 'expiring_or_expired' | null;
  sort: string;
  order: 'asc' | 'desc';
  skip: number;
  limit: number;
}

/** `trucks` and `trailers`: one key family per kind, as the API has one path per kind. */
export function unitKeys(kind: UnitKind) {
  const keys = resourceKeys<UnitListParams>(`${kind}s`);
  return { ...keys, stats: () => [...keys.all, 'stats'] as const };
}

export const UNIT_PATH = { truck: '/api/trucks', trailer: '/api/trailers' } as const;
