import { escapeHtml } from '@tms/domain';
import type { Brand, RenderedMail } from './mail-content';

/** A paragraph of the HTML part: every value in it is escaped by the caller's template. */
export const p = (html: string) => `<p style="margin:0 0 16px;line-height:1.5">${html}</p>`;
export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0A8D80;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;

/** The frame every HTML message shares: the sender's logo or name on top, the content, a footer. */
export function layout(brand: Brand, title: string, body: string): string {
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
export function greetingMail(brand: Brand, subject: string, name: string, lines: string[]): RenderedMail {
  const text = [`Hello ${name},`, '', ...lines].join('\n');
  const html = layout(
    brand,
    subject,
    [p(`Hello ${escapeHtml(name)},`), ...lines.map((l) => p(escapeHtml(l)))].join('\n'),
  );
  return { subject, text, html };
}
