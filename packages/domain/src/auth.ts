import { z } from 'zod';
import { EMAIL_PATTERN, emailField, identifierText, optionalOrNull, phoneText, requiredIdentifier } from './text';

export const PASSWORD_MIN = 8;

/** The items "Password must contain:" lists when they are missing (spec 1 section 5). */
export function missingPasswordItems(pw: string): string[] {
  const missing: string[] = [];
  if (pw.length < PASSWORD_MIN) missing.push('At least 8 characters');
  if (!/[A-Z]/.test(pw)) missing.push('One uppercase letter');
  if (!/[a-z]/.test(pw)) missing.push('One lowercase letter');
  if (!/[0-9]/.test(pw)) missing.push('One number');
  return missing;
}

/** A new password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const newPassword = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .max(256, 'Password is too long')
  .superRefine((pw, ctx) => {
    const missing = missingPasswordItems(pw);
    if (missing.length) ctx.addIssue({ code: 'custom', message: `Password must contain: ${missing.join(', ')}` });
  });

// ---- Forms (web) ----

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Invalid email address'),
  password: z.string().min(1, 'Password is required').min(PASSWORD_MIN, 'Password must be at least 8 characters'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});

export const resetPasswordFormSchema = z
  .object({
    new_password: newPassword,
    confirm_password: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: z.string().min(PASSWORD_MIN, 'New password must be at least 8 characters long'),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'New passwords do not match',
    path: ['confirm_password'],
  });

// ---- API bodies ----

/** POST /api/auth/login, form-encoded. */
export const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'Email is required').max(254, 'Email address is too long'),
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});

export const refreshBody = z.strictObject({
  refresh_token: z.string().min(1, 'No refresh token available').max(512, 'Invalid refresh token'),
});

export const passwordResetBody = z.strictObject({
  email: emailField('Email is required', 'Please enter a valid email address'),
});

export const passwordResetConfirmBody = z.strictObject({
  token: z.string().min(1, 'Invalid or missing reset token').max(512, 'Invalid or missing reset token'),
  new_password: newPassword,
});

/** Changing the sign-in address waits for the new address to open its link (decision 0141). */
export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link has expired or was already used. Change your email address in your profile again to get a new one.';
export const EMAIL_CHANGE_DONE = 'Your email address has been changed. Sign in with the new address from now on.';
export const emailChangeSent = (email: string) =>
  `We sent a confirmation link to ${email}. Your sign-in address changes once you open it.`;

/** POST /api/auth/email-change-confirm: what the link e-mailed to the new address carries. */
export const emailChangeConfirmBody = z.strictObject({
  token: z.string().min(1, EMAIL_CHANGE_LINK_INVALID).max(512, EMAIL_CHANGE_LINK_INVALID),
  email: emailField(EMAIL_CHANGE_LINK_INVALID, EMAIL_CHANGE_LINK_INVALID),
});

export const passwordChangeBody = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(256, 'Password is too long'),
  new_password: newPassword,
});

export const profileBody = z.strictObject({
  name: requiredIdentifier('First name', 100),
  last_name: requiredIdentifier('Last name', 100),
  alias: optionalOrNull(identifierText('Alias', 100)),
  email: emailField(),
  country: optionalOrNull(identifierText('Country', 100)),
  city: optionalOrNull(identifierText('City', 100)),
  address: optionalOrNull(identifierText('Address', 500)),
  phone_number: optionalOrNull(phoneText()),
  /** Needed only when the e-mail address changes. */
  current_password: z.string().max(256, 'Password is too long').optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

// ---- Answers ----

export const roleRef = z.object({ id: z.number().int(), name: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  alias: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_active: z.boolean(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  /**
   * The zone the user's days are counted in (IANA name): their company's `time_zone`, or the
   * platform's for a user of no company. The web's "today" is the day in this zone, as the API's.
   */
  company_time_zone: z.string(),
  roles: z.array(roleRef),
});
export type User = z.infer<typeof userSchema>;

export const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Access token lifetime in seconds'),
  user: userSchema,
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

export const messageAnswer = z.object({ message: z.string() });

/** The reset-request answer never tells whether the address exists. */
export const PASSWORD_RESET_SENT =
  'If an account exists for that address, we have sent a link to reset the password. It is valid for 60 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with the new password.';
