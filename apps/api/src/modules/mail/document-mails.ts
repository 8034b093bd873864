import { escapeHtml, formatDate, formatUsd } from '@tms/domain';
import type { Brand, MailContent, RenderedMail } from './mail-content';
import { button, greetingMail, layout, p } from './mail-frame';

// Messages that carry the carrier's documents or links to a driver, a customer or a factor.

export function driverStatement(c: Extract<MailContent, { kind: 'driver_statement' }>, brand: Brand): RenderedMail {
  const period = `${formatDate(c.period_start)} - ${formatDate(c.period_end)}`;
  const lines = [
    `Your statement for the pay period ${period} is attached as a PDF.`,
    `Net pay: $${c.net_pay}.`,
    ...(c.carry_over !== '0.00' ? [`A balance of $${c.carry_over} carries to your next statement.`] : []),
    `Questions about it? Reply to this e-mail or contact ${brand.name}'s accounting.`,
  ];
  const subject = `Your driver statement for ${period}`;
  return greetingMail(brand, subject, c.name, lines);
}

export function customerStatement(c: Extract<MailContent, { kind: 'customer_statement' }>, brand: Brand): RenderedMail {
  const day = formatDate(c.as_of);
  const lines = [
    ...(c.message ? c.message.split(/\s*\n\s*/).filter(Boolean) : []),
    `Your statement of account with ${brand.name} as of ${day} is attached as a PDF: ${c.invoices} open invoice${c.invoices === 1 ? '' : 's'}, ${formatUsd(c.total_due)} due.`,
    'Please quote the invoice numbers with your payment.',
    `Questions about it? Reply to this e-mail or contact ${brand.name}'s accounting.`,
  ];
  return greetingMail(brand, `Statement of account from ${brand.name} as of ${day}`, c.customer_name, lines);
}

export function trackingLink(c: Extract<MailContent, { kind: 'tracking_link' }>, brand: Brand): RenderedMail {
  const subject = `Track load ${c.load_number} with ${brand.name}`;
  const intro = `${brand.name} shares the progress of load ${c.load_number} with you: its stops, status and ETA.`;
  const until = `The link works until ${c.expires}; no account is needed.`;
  const text = ['Hello,', '', intro, `Follow it here: ${c.link}`, '', until].join('\n');
  const html = layout(
    brand,
    subject,
    [p('Hello,'), p(escapeHtml(intro)), button(c.link, `Track load ${c.load_number}`), p(escapeHtml(until))].join('\n'),
  );
  return { subject, text, html };
}

export function factoringSubmission(
  c: Extract<MailContent, { kind: 'factoring_submission' }>,
  brand: Brand,
): RenderedMail {
  const count = `${c.invoices.length} invoice${c.invoices.length === 1 ? '' : 's'}`;
  const subject = `Schedule of accounts ${c.number} from ${brand.name}: ${count}, ${formatUsd(c.total)}`;
  const intro = `${brand.name} submits schedule of accounts ${c.number}: ${count} totalling ${formatUsd(c.total)}.`;
  const attached =
    'Attached are the schedule and, for each invoice, one PDF holding the invoice, rate confirmation, BOL and POD in that order.';
  const line = (i: (typeof c.invoices)[number]) =>
    `Invoice ${i.invoice_number}, load ${i.load_number}, ${i.debtor}: ${formatUsd(i.amount)}` +
    (i.missing.length ? ` (no ${i.missing.join(', ')} in the packet)` : '');
  const closing = `Questions about this schedule? Reply to this e-mail to reach ${brand.name}.`;
  const text = [
    `Hello ${c.factor_name},`,
    '',
    intro,
    attached,
    '',
    ...c.invoices.map((i) => `- ${line(i)}`),
    '',
    closing,
  ];
  const items = c.invoices.map((i) => `<li>${escapeHtml(line(i))}</li>`).join('');
  const html = layout(
    brand,
    subject,
    [
      p(`Hello ${escapeHtml(c.factor_name)},`),
      p(escapeHtml(intro)),
      p(escapeHtml(attached)),
      `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items}</ul>`,
      p(escapeHtml(closing)),
    ].join('\n'),
  );
  return { subject, text: text.join('\n'), html };
}
