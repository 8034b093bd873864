import {
  emailChange,
  emailChangeAddressTaken,
  emailChanged,
  invite,
  inviteAddressTaken,
  passwordReset,
} from './account-mails';
import { customerStatement, driverStatement, factoringSubmission, trackingLink } from './document-mails';
import type { Brand, MailContent, RenderedMail } from './mail-content';
import { demoRequest, expiryDigest } from './notice-mails';
import { analyticsReport } from './report-mails';

export type { AnalyticsReportContent, Brand, MailContent, RenderedMail, ReportKpi } from './mail-content';

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
