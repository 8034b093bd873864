import { escapeHtml } from '@tms/domain';
import type { Brand, MailContent, RenderedMail } from './mail-content';
import { button, layout, p } from './mail-frame';

// Messages that tell staff something needs them: a demo request, dates about to expire.

export function demoRequest(c: Extract<MailContent, { kind: 'demo_request' }>, brand: Brand): RenderedMail {
  const r = c.request;
  const facts: [string, string][] = [
    ['Name', r.name],
    ['E-mail', r.email],
    ['Company', r.company],
    ['Phone', r.phone ?? '-'],
    ['Fleet size', r.fleet_size ?? '-'],
  ];
  const text = [
    'A new demo request arrived from the website.',
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Reply within 24 hours, as the site promises.',
  ].join('\n');
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = layout(
    brand,
    `Demo request: ${r.company}`,
    [
      p('A new demo request arrived from the website.'),
      `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`,
      p('Reply within 24 hours, as the site promises.'),
    ].join('\n'),
  );
  return { subject: `Demo request: ${r.company}`, text, html };
}

const dueText = (days: number) =>
  days < 0
    ? `expired ${-days} day${days === -1 ? '' : 's'} ago`
    : days === 0
      ? 'expires today'
      : `expires in ${days} day${days === 1 ? '' : 's'}`;

export function expiryDigest(c: Extract<MailContent, { kind: 'expiry_digest' }>, brand: Brand): RenderedMail {
  const expired = c.items.filter((i) => i.days_left < 0).length;
  const subject = `${c.items.length} expiring or expired date${c.items.length === 1 ? '' : 's'} at ${brand.name}`;
  const line = (i: (typeof c.items)[number]) => `${i.subject}: ${i.what} ${dueText(i.days_left)} (${i.expires_on})`;
  const text = [
    `Hello ${c.name},`,
    '',
    `${c.items.length} CDL, medical card, registration or inspection date${c.items.length === 1 ? ' is' : 's are'} within 30 days or past (${expired} expired):`,
    '',
    ...c.items.map((i) => `- ${line(i)}`),
    '',
    `Review them: ${c.link}`,
    'You receive this daily digest because you turned it on; turn it off in the same place.',
  ].join('\n');
  const rows = c.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(i.subject)}</td><td style="padding:4px 12px 4px 0">${escapeHtml(i.what)}</td><td style="padding:4px 12px 4px 0">${escapeHtml(i.expires_on)}</td><td style="padding:4px 0;color:${i.days_left < 0 ? '#b91c1c' : '#b45309'}">${escapeHtml(dueText(i.days_left))}</td></tr>`,
    )
    .join('');
  const html = layout(
    brand,
    subject,
    [
      p(`Hello ${escapeHtml(c.name)},`),
      p(`These dates are within 30 days or past (${expired} expired):`),
      `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`,
      button(c.link, 'Review expiring documents'),
      p('You receive this daily digest because you turned it on; turn it off in the same place.'),
    ].join('\n'),
  );
  return { subject, text, html };
}
