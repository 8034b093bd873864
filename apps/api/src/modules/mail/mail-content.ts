import type { ReportFrequency } from '@tms/domain';

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
