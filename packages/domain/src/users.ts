import { z } from 'zod';
import { roleRef } from './auth';
import { pagedList, pagingQuery } from './paging';
import { searchText } from './text';

export const userListQuery = pagingQuery.extend({
  search: searchText().optional(),
  active_only: z.stringbool().optional(),
  company_id: z.coerce.number().int().positive().optional().describe('Superadmins only: one company'),
});

export const userListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  alias: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_active: z.boolean(),
  /** Invited and not yet accepted: cannot sign in until the address's owner chooses a password from the invitation. */
  invitation_pending: z.boolean(),
  company_id: z.number().int().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  roles: z.array(roleRef),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userList = pagedList('users', userListItem);
