import { describe, expect, it } from 'vitest';
import { loginFormSchema, missingPasswordItems, profileBody, resetPasswordFormSchema } from './auth';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('auth forms', () => {
  it('gives the login messages of the spec', () => {
    expect(messages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Invalid email address',
      'Password is required',
      'Password must be at least 8 characters',
    ]);
    expect(messages(loginFormSchema.safeParse({ email: 'a@b', password: 'short' }))).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
    ]);
  });

  it('lists the missing password items', () => {
    expect(missingPasswordItems('abc')).toEqual(['At least 8 characters', 'One uppercase letter', 'One number']);
    expect(missingPasswordItems('Abcdefg1')).toEqual([]);
  });

  it('checks that the confirmation matches', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ new_password: 'Abcdefg1', confirm_password: 'Abcdefg2' })),
    ).toEqual(['Passwords do not match']);
    expect(messages(resetPasswordFormSchema.safeParse({ new_password: 'Abcdefg1', confirm_password: '' }))).toContain(
      'Please confirm your password',
    );
  });

  it('trims and lower-cases the profile e-mail and turns empty optional fields into null', () => {
    const r = profileBody.parse({ name: ' Ann ', last_name: 'Lee', email: ' ANN@Example.COM ', city: '' });
    expect(r).toMatchObject({ name: 'Ann', email: 'ann@example.com', city: null, alias: null });
  });
});
