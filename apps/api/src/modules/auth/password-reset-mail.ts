/** The reset e-mail: plain text for every client, HTML for the ones that show it. */
export function passwordResetMail(name: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your account.',
    `Open this link within 60 minutes to choose a new password: ${link}`,
    '',
    'The link works once. If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for 60 minutes, works once).</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { subject: 'Reset your password', text, html, kind: 'password_reset' };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
