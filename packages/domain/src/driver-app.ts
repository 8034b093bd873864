import { z } from 'zod';

/**
 * A driver's account for the driver app (issue 36, decision 0215): none yet, invited (the e-mail's
 * link not yet used), active, or switched off with the driver or the user.
 */
export const DRIVER_APP_ACCOUNT_STATUSES = ['none', 'invited', 'active', 'deactivated'] as const;
export type DriverAppAccountStatus = (typeof DRIVER_APP_ACCOUNT_STATUSES)[number];

export const driverAppAccount = z.object({
  status: z.enum(DRIVER_APP_ACCOUNT_STATUSES),
  /** The address the account signs in with; the driver's own until an account exists. */
  email: z.string().nullable(),
  invited_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
export type DriverAppAccount = z.infer<typeof driverAppAccount>;

export const DRIVER_APP_MESSAGES = {
  noEmail: "Add the driver's e-mail address before inviting them to the driver app",
  inactive: 'Activate the driver before inviting them to the driver app',
  alreadyActive: 'This driver already uses the driver app',
  accountDeactivated: "This driver's app account is deactivated; activate the user first",
  invited: 'Invitation to the driver app sent.',
  changed: 'The driver changed while the invitation was prepared; try again',
} as const;

/** Whether an account in this state can be sent (again) an invitation. */
export const mayInviteToDriverApp = (status: DriverAppAccountStatus) => status === 'none' || status === 'invited';
