import { resourceKeys } from '../../../app/api/query-keys';

export interface DivisionListParams {
  activeOnly: boolean;
  skip: number;
  limit: number;
}

export const divisionKeys = resourceKeys<DivisionListParams>('divisions');
