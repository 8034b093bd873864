/** The invitation a new user receives: a single-use link to choose a password. */
export function inviteMail(name: string, companyName: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    `You have been invited to ${companyName} on TMS, the fleet and dispatch platform.`,
    `Open this link within 7 days to choose your password and sign in: ${link}`,
    '',
    'The link works once. If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  return { subject: `You're invited to ${companyName}`, text, kind: 'invite' };
}
