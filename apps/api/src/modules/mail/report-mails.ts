import { escapeHtml, formatUsd, REPORT_FREQUENCY_LABELS } from '@tms/domain';
import type { AnalyticsReportContent, Brand, MailContent, RenderedMail, ReportKpi } from './mail-content';
import { button, layout, p } from './mail-frame';

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

/** A scheduled analytics report: the period's figures against the period before, and the top rows. */
export function analyticsReport(c: Extract<MailContent, { kind: 'analytics_report' }>, brand: Brand): RenderedMail {
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
