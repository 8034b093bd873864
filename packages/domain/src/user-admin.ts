import { z } from 'zod';
import { ROLE_NAMES } from './roles';
import { emailField, optionalOrNull, phoneText, requiredIdentifier } from './text';

export const LAST_MANAGER_MESSAGE = 'A company must keep at least one active manager.';
export const ROLE_ESCALATION_MESSAGE = 'You cannot grant a role above your own.';
/** The Driver role comes with the link to a driver record, from that record's invitation. */
export const DRIVER_ROLE_MESSAGE = "A driver's account is invited from the driver's record, not given as a role.";
/** A user of the same company has the address (or, for the profile, any account does). */
export const EMAIL_IN_USE = 'This email address is already in use';

const roleList = z
  .array(
    z
      .string()
      .transform((r) => r.trim().toUpperCase())
      .pipe(z.enum(ROLE_NAMES, { error: 'Unknown role' })),
  )
  .min(1, 'Choose at least one role')
  .max(ROLE_NAMES.length);

/** A manager (or superadmin) creates a user; the user receives an invitation to set a password. */
export const userCreate = z.strictObject({
  email: emailField(),
  name: requiredIdentifier('First name', 100),
  last_name: requiredIdentifier('Last name', 100),
  phone_number: optionalOrNull(phoneText()),
  roles: roleList,
  company_id: z.number().int().positive().optional().describe('Superadmins only: the company of the new user'),
  send_invite: z.boolean().default(true),
});
export const userCreateForm = userCreate.omit({ company_id: true, send_invite: true });

export const userUpdate = z.strictObject({
  name: userCreate.shape.name.optional(),
  last_name: userCreate.shape.last_name.optional(),
  phone_number: userCreate.shape.phone_number,
  roles: roleList.optional(),
});

export const INVITE_SENT = 'Invitation sent.';
