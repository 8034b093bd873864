export interface DivisionListParams {
  activeOnly: boolean;
  skip: number;
  limit: number;
}

export const divisionKeys = {
  all: ['divisions'] as const,
  list: (params: DivisionListParams) => [...divisionKeys.all, 'list', params] as const,
};
