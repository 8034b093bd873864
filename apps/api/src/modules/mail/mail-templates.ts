import { escapeHtml, formatDate, formatUsd, REPORT_FREQUENCY_LABELS, type ReportFrequency } from '@tms/domain';

/** Whose e-mail it is: the company's name and logo, or the platform's name. */
export type Brand = { name: string; logoUrl: string | null };

/** Every message the platform sends, with what each one says. */
export type MailContent =
  | { kind: 'password_reset'; name: string; link: string }
  | { kind: 'invite'; name: string; link: string }
  /** An invitation to an address that is already another company's account: it cannot be accepted. */
  | { kind: 'invite_address_taken'; name: string }
  | { kind: 'email_changed'; name: string; newEmail: string }
  /** A user asked to sign in with this address from now on: the link makes it so. */
  | { kind: 'email_change'; name: string; link: string }
  /** The same request for an address that is already an account: it cannot be used, and no link. */
  | { kind: 'email_change_address_taken'; name: string }
  | {
      kind: 'expiry_digest';
      name: string;
      link: string;
      /** Each date within 30 days or past: what (a driver or a unit), which document, when. */
      items: { subject: string; what: string; expires_on: string; days_left: number }[];
    }
  | {
      kind: 'driver_statement';
      name: string;
      period_start: string;
      period_end: string;
      /** What is paid, and what a negative net carries to the next statement ("0.00" when nothing). */
      net_pay: string;
      carry_over: string;
    }
  /** A customer's statement of account (its PDF attached), with the sender's note when there is one. */
  | {
      kind: 'customer_statement';
      customer_name: string;
      as_of: string;
      invoices: number;
      total_due: string;
      message: string | null;
    }
  | ({ kind: 'analytics_report' } & AnalyticsReportContent)
  /** A customer's link to follow one load; `expires` is already written in the carrier's zone. */
  | { kind: 'tracking_link'; load_number: string; link: string; expires: string }
  /** A schedule of accounts to the factoring company, its packets attached (decision 0222). */
  | {
      kind: 'factoring_submission';
      factor_name: string;
      number: number;
      total: string;
      /** Each invoice; `missing` names the packet's parts the load had no document for. */
      invoices: { invoice_number: number; load_number: string; debtor: string; amount: string; missing: string[] }[];
    }
  | {
      kind: 'demo_request';
      request: { name: string; email: string; company: string; phone: string | null; fleet_size: string | null };
    };

/** A figure with its change against the previous period of the same length (percent, null: no base). */
export type ReportKpi = { value: string | null; change_percent: string | null };

/**
 * A scheduled analytics report (decision 0119): the analytics service's own figures, exact
 * decimal strings, for the period named, and the dashboard's address for the same days.
 */
export type AnalyticsReportContent = {
  name: string;
  frequency: ReportFrequency;
  /** "Nov 16–22, 2026". */
  period_label: string;
  dashboard_url: string;
  kpis: {
    revenue: ReportKpi;
    load_count: ReportKpi;
    loaded_miles: ReportKpi;
    empty_miles: ReportKpi;
    total_miles: ReportKpi;
    rpm_total: ReportKpi;
  };
  customers: { name: string; revenue: string; load_count: number }[];
  drivers: { name: string; revenue: string; load_count: number; total_miles: string }[];
  dispatchers: { name: string; revenue: string; load_count: number }[];
};

export type RenderedMail = { subject: string; text: string; html: string };

/** A paragraph of the HTML part: every value in it is escaped by the caller's template. */
const p = (html: string) => `<p style="margin:0 0 16px;line-height:1.5">${html}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0A8D80;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;

/** The frame every HTML message shares: the sender's logo or name on top, the content, a footer. */
function layout(brand: Brand, title: string, body: string): string {
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:18px">${escapeHtml(brand.name)}</strong>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="padding:16px 0">${header}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">${body}</div>
<p style="font-size:12px;color:#6b7280;margin:16px 0 0">Sent by ${escapeHtml(brand.name)} through TMS, the fleet and dispatch platform.</p>
</div></body></html>`;
}

/** A message that greets the person by name and says its lines, one paragraph each. */
function greetingMail(brand: Brand, subject: string, name: string, lines: string[]): RenderedMail {
  const text = [`Hello ${name},`, '', ...lines].join('\n');
  const html = layout(
    brand,
    subject,
    [p(`Hello ${escapeHtml(name)},`), ...lines.map((l) => p(escapeHtml(l)))].join('\n'),
  );
  return { subject, text, html };
}

function passwordReset(c: Extract<MailContent, { kind: 'password_reset' }>, brand: Brand): RenderedMail {
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

function invite(c: Extract<MailContent, { kind: 'invite' }>, brand: Brand): RenderedMail {
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

function inviteAddressTaken(c: Extract<MailContent, { kind: 'invite_address_taken' }>, brand: Brand): RenderedMail {
  const lines = [
    `${brand.name} invited this e-mail address to join them on TMS, the fleet and dispatch platform.`,
    'This address already has a TMS account, and an address can belong to one company only, so this invitation cannot be accepted. Nothing about your account has changed.',
    `If you want to work with ${brand.name} as well, ask them to invite another address of yours.`,
    'If you were not expecting this, you can ignore this e-mail.',
  ];
  const subject = `Your invitation to ${brand.name}`;
  return greetingMail(brand, subject, c.name, lines);
}

function emailChanged(c: Extract<MailContent, { kind: 'email_changed' }>, brand: Brand): RenderedMail {
  const lines = [
    `The e-mail address of your account was changed to ${c.newEmail}.`,
    'From now on you sign in with the new address, and messages go there.',
    'If you did not make this change, contact your company administrator or support at once.',
  ];
  return greetingMail(brand, 'Your e-mail address was changed', c.name, lines);
}

function emailChange(c: Extract<MailContent, { kind: 'email_change' }>, brand: Brand): RenderedMail {
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

function emailChangeAddressTaken(
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

function demoRequest(c: Extract<MailContent, { kind: 'demo_request' }>, brand: Brand): RenderedMail {
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

function expiryDigest(c: Extract<MailContent, { kind: 'expiry_digest' }>, brand: Brand): RenderedMail {
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

function driverStatement(c: Extract<MailContent, { kind: 'driver_statement' }>, brand: Brand): RenderedMail {
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

function customerStatement(c: Extract<MailContent, { kind: 'customer_statement' }>, brand: Brand): RenderedMail {
  const day = formatDate(c.as_of);
  const lines = [
    ...(c.message ? c.message.split(/\s*\n\s*/).filter(Boolean) : []),
    `Your statement of account with ${brand.name} as of ${day} is attached as a PDF: ${c.invoices} open invoice${c.invoices === 1 ? '' : 's'}, ${formatUsd(c.total_due)} due.`,
    'Please quote the invoice numbers with your payment.',
    `Questions about it? Reply to this e-mail or contact ${brand.name}'s accounting.`,
  ];
  return greetingMail(brand, `Statement of account from ${brand.name} as of ${day}`, c.customer_name, lines);
}

/** "12,345.50" from an exact decimal string: digits grouped, decimals kept as they are. */
const grouped = (value: string) => {
  const [whole = '0', decimals] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${decimals === undefined ? '' : `.${decimals}`}`;
};
const changeText = (k: ReportKpi) =>
  k.change_percent === null
    ? 'no earlier figure to compare'
    : `${k.change_percent.startsWith('-') ? '' : '+'}${k.change_percent}% vs the previous period`;
const REPORT_KPIS: { key: keyof AnalyticsReportContent['kpis']; label: string; show: (v: string | null) => string }[] =
  [
    { key: 'revenue', label: 'Revenue', show: (v) => formatUsd(v) },
    { key: 'load_count', label: 'Loads delivered', show: (v) => (v === null ? '—' : grouped(v)) },
    { key: 'loaded_miles', label: 'Loaded miles', show: (v) => (v === null ? '—' : grouped(v)) },
    { key: 'empty_miles', label: 'Empty miles', show: (v) => (v === null ? '—' : grouped(v)) },
    { key: 'total_miles', label: 'Total miles', show: (v) => (v === null ? '—' : grouped(v)) },
    { key: 'rpm_total', label: 'Rate per mile (total)', show: (v) => formatUsd(v) },
  ];

function analyticsReport(c: Extract<MailContent, { kind: 'analytics_report' }>, brand: Brand): RenderedMail {
  const frequency = REPORT_FREQUENCY_LABELS[c.frequency].toLowerCase();
  const subject = `${brand.name} — ${frequency} report, ${c.period_label}`;
  const kpis = REPORT_KPIS.map((k) => ({
    label: k.label,
    value: k.show(c.kpis[k.key].value),
    change: changeText(c.kpis[k.key]),
  }));
  const tables: { title: string; head: string[]; rows: string[][] }[] = [
    {
      title: 'Top customers by revenue',
      head: ['Customer', 'Revenue', 'Loads'],
      rows: c.customers.map((r) => [r.name, formatUsd(r.revenue), String(r.load_count)]),
    },
    {
      title: 'Top drivers by revenue',
      head: ['Driver', 'Revenue', 'Loads', 'Miles'],
      rows: c.drivers.map((r) => [r.name, formatUsd(r.revenue), String(r.load_count), `${grouped(r.total_miles)} mi`]),
    },
    {
      title: 'Dispatchers',
      head: ['Dispatcher', 'Revenue', 'Loads'],
      rows: c.dispatchers.map((r) => [r.name, formatUsd(r.revenue), String(r.load_count)]),
    },
  ];
  const footer =
    'Scheduled reports are turned on and off, and sent at once, under Scheduled reports on the Management Dashboard.';
  const text = [
    `Hello ${c.name},`,
    '',
    `${brand.name}, ${frequency} report for ${c.period_label} (delivered loads):`,
    '',
    ...kpis.map((k) => `${k.label}: ${k.value} (${k.change})`),
    ...tables.flatMap((t) => [
      '',
      `${t.title}:`,
      ...(t.rows.length ? t.rows.map((r) => `- ${r.join(' · ')}`) : ['- none in this period']),
    ]),
    '',
    `Open the Management Dashboard for these days: ${c.dashboard_url}`,
    footer,
  ].join('\n');
  const cell = (v: string, right: boolean, head = false) =>
    `<${head ? 'th' : 'td'} style="padding:4px 12px 4px 0;text-align:${right ? 'right' : 'left'};${head ? 'color:#6b7280;font-weight:600' : ''}">${escapeHtml(v)}</${head ? 'th' : 'td'}>`;
  const kpiRows = kpis
    .map(
      (k) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280">${escapeHtml(k.label)}</td><td style="padding:6px 12px 6px 0;text-align:right;font-weight:600">${escapeHtml(k.value)}</td><td style="padding:6px 0;font-size:12px;color:#6b7280">${escapeHtml(k.change)}</td></tr>`,
    )
    .join('');
  const tableHtml = (t: (typeof tables)[number]) =>
    [
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.title)}</h2>`,
      t.rows.length
        ? `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px"><tr>${t.head.map((h, i) => cell(h, i > 0, true)).join('')}</tr>${t.rows
            .map((r) => `<tr>${r.map((v, i) => cell(v, i > 0)).join('')}</tr>`)
            .join('')}</table>`
        : p('None in this period.'),
    ].join('\n');
  const html = layout(
    brand,
    subject,
    [
      p(`Hello ${escapeHtml(c.name)},`),
      p(
        `Your ${escapeHtml(frequency)} report for <strong>${escapeHtml(c.period_label)}</strong>: loads delivered in the period, compared with the period of the same length just before.`,
      ),
      `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${kpiRows}</table>`,
      ...tables.map(tableHtml),
      button(c.dashboard_url, 'Open the Management Dashboard'),
      p(escapeHtml(footer)),
    ].join('\n'),
  );
  return { subject, text, html };
}

function trackingLink(c: Extract<MailContent, { kind: 'tracking_link' }>, brand: Brand): RenderedMail {
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

function factoringSubmission(c: Extract<MailContent, { kind: 'factoring_submission' }>, brand: Brand): RenderedMail {
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

const RENDERERS: { [K in MailContent['kind']]: (c: Extract<MailContent, { kind: K }>, brand: Brand) => RenderedMail } =
  {
    password_reset: passwordReset,
    invite,
    invite_address_taken: inviteAddressTaken,
    email_changed: emailChanged,
    email_change: emailChange,
    email_change_address_taken: emailChangeAddressTaken,
    demo_request: demoRequest,
    expiry_digest: expiryDigest,
    driver_statement: driverStatement,
    customer_statement: customerStatement,
    analytics_report: analyticsReport,
    tracking_link: trackingLink,
    factoring_submission: factoringSubmission,
  };

/** The subject, plain text and HTML of a message; every value is escaped in the HTML part. */
export function renderMail(content: MailContent, brand: Brand): RenderedMail {
  // Each kind's renderer takes that kind; TypeScript cannot follow the pairing through the index.
  const render = RENDERERS[content.kind] as (c: MailContent, brand: Brand) => RenderedMail;
  return render(content, brand);
}
