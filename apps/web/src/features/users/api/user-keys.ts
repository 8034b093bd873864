export interface UserListParams {
  skip: number;
  limit: number;
  search: string;
  activeOnly: boolean;
  /** Platform administrators only: one company's users; null is every company. */
  companyId: number | null;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  grantableRoles: () => [...userKeys.all, 'grantable-roles'] as const,
};
