import { capabilitiesOf, type UserListItem, userCreateForm } from '@tms/domain';
import { z } from 'zod';

export const CHOOSE_COMPANY = 'Choose the company of the new user';

/** The invitation form; a platform administrator also names the company unless the new user is a superadmin. */
export function userFormSchema(mode: 'create' | 'edit', chooseCompany: boolean) {
  return userCreateForm
    .extend({
      // The e-mail is the sign-in name: it is set once, at the invitation.
      email: mode === 'create' ? userCreateForm.shape.email : z.string(),
      company_id: z.number().int().positive().nullable(),
    })
    .superRefine((v, ctx) => {
      if (
        mode === 'create' &&
        chooseCompany &&
        !capabilitiesOf(v.roles).has('all_companies') &&
        v.company_id === null
      ) {
        ctx.addIssue({ code: 'custom', path: ['company_id'], message: CHOOSE_COMPANY });
      }
    });
}

export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

export function userFormDefaults(user: UserListItem | null, companyId: number | null): UserFormValues {
  return {
    email: user?.email ?? '',
    name: user?.name ?? '',
    last_name: user?.last_name ?? '',
    phone_number: user?.phone_number ?? '',
    roles: user?.roles.map((r) => r.name.toUpperCase()) ?? [],
    company_id: user?.company_id ?? companyId,
  };
}
