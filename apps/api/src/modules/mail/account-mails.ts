import { escapeHtml } from '@tms/domain';
import type { Brand, MailContent, RenderedMail } from './mail-content';
import { button, greetingMail, layout, p } from './mail-frame';

// The messages about a person's own account: signing in, invitations, e-mail address changes.

export function passwordReset(c: Extract<MailContent, { kind: 'password_reset' }>, brand: Brand): RenderedMail {
  const text = [
    `Hello ${c.name},`,
    '',
    'We received a request to reset the password of your account.',
    `Open this link within 60 minutes to choose a new password: ${c.link}`,
    '',
    'The link works once. If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = layout(
    brand,
    'Reset your password',
    [
      p(`Hello ${escapeHtml(c.name)},`),
      p('We received a request to reset the password of your account.'),
      button(c.link, 'Choose a new password'),
      p('The link is valid for 60 minutes and works once.'),
      p('If you did not ask for this, you can ignore this e-mail; your password stays the same.'),
    ].join('\n'),
  );
  return { subject: 'Reset your password', text, html };
}

export function invite(c: Extract<MailContent, { kind: 'invite' }>, brand: Brand): RenderedMail {
  const text = [
    `Hello ${c.name},`,
    '',
    `You have been invited to ${brand.name} on TMS, the fleet and dispatch platform.`,
    `Open this link within 7 days to choose your password and sign in: ${c.link}`,
    '',
    'The link works once. If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  const html = layout(
    brand,
    `You're invited to ${brand.name}`,
    [
      p(`Hello ${escapeHtml(c.name)},`),
      p(`You have been invited to <strong>${escapeHtml(brand.name)}</strong> on TMS, the fleet and dispatch platform.`),
      button(c.link, 'Choose your password'),
      p('The link is valid for 7 days and works once. If you were not expecting this, you can ignore this e-mail.'),
    ].join('\n'),
  );
  return { subject: `You're invited to ${brand.name}`, text, html };
}

export function inviteAddressTaken(
  c: Extract<MailContent, { kind: 'invite_address_taken' }>,
  brand: Brand,
): RenderedMail {
  const lines = [
    `${brand.name} invited this e-mail address to join them on TMS, the fleet and dispatch platform.`,
    'This address already has a TMS account, and an address can belong to one company only, so this invitation cannot be accepted. Nothing about your account has changed.',
    `If you want to work with ${brand.name} as well, ask them to invite another address of yours.`,
    'If you were not expecting this, you can ignore this e-mail.',
  ];
  const subject = `Your invitation to ${brand.name}`;
  return greetingMail(brand, subject, c.name, lines);
}

export function emailChanged(c: Extract<MailContent, { kind: 'email_changed' }>, brand: Brand): RenderedMail {
  const lines = [
    `The e-mail address of your account was changed to ${c.newEmail}.`,
    'From now on you sign in with the new address, and messages go there.',
    'If you did not make this change, contact your company administrator or support at once.',
  ];
  return greetingMail(brand, 'Your e-mail address was changed', c.name, lines);
}

export function emailChange(c: Extract<MailContent, { kind: 'email_change' }>, brand: Brand): RenderedMail {
  const text = [
    `Hello ${c.name},`,
    '',
    `You asked to sign in to ${brand.name} on TMS with this e-mail address from now on.`,
    `Open this link within 24 hours to confirm it: ${c.link}`,
    '',
    'The link works once. Until you open it, you keep signing in with your current address. If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  const html = layout(
    brand,
    'Confirm your new e-mail address',
    [
      p(`Hello ${escapeHtml(c.name)},`),
      p(
        `You asked to sign in to <strong>${escapeHtml(brand.name)}</strong> on TMS with this e-mail address from now on.`,
      ),
      button(c.link, 'Confirm this address'),
      p(
        'The link is valid for 24 hours and works once. Until you open it, you keep signing in with your current address.',
      ),
      p('If you did not ask for this, you can ignore this e-mail.'),
    ].join('\n'),
  );
  return { subject: 'Confirm your new e-mail address', text, html };
}

export function emailChangeAddressTaken(
  c: Extract<MailContent, { kind: 'email_change_address_taken' }>,
  brand: Brand,
): RenderedMail {
  const lines = [
    `Someone with an account at ${brand.name} on TMS asked to sign in with this e-mail address from now on.`,
    'This address already has a TMS account, and an address can belong to one account only, so it cannot be used for another. Nothing about your account has changed.',
    'If you were not expecting this, you can ignore this e-mail.',
  ];
  return greetingMail(brand, 'Your e-mail address was not changed', c.name, lines);
}
