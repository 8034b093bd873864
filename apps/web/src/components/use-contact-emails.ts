import { useEffect, useState } from 'react';

/** The sales and support addresses. They live in the server's configuration (SALES_EMAIL, SUPPORT_EMAIL). */
export type ContactEmails = { sales: string; support: string };

const KEY = 'tms.contactEmails';
const isEmails = (v: unknown): v is ContactEmails =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ContactEmails).sales === 'string' &&
  typeof (v as ContactEmails).support === 'string';

function remembered(): ContactEmails | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isEmails(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// Read once per tab: kept for the session, and shared by every component that asks meanwhile.
// Checked by hand rather than with a schema, so the landing page does not load a validation library.
let known = remembered();
let pending: Promise<ContactEmails | undefined> | undefined;

async function fetchEmails(): Promise<ContactEmails | undefined> {
  const res = await fetch('/api/public/config', { headers: { accept: 'application/json' } });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { sales_email?: unknown; support_email?: unknown };
  const emails = { sales: body.sales_email, support: body.support_email };
  if (!isEmails(emails)) return undefined;
  known = emails;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(emails));
  } catch {
    // Storage may be off (private mode): the addresses are simply read again on the next page load.
  }
  return emails;
}

/** The contact addresses from GET /api/public/config; undefined until they arrive. */
export function useContactEmails(): ContactEmails | undefined {
  const [emails, setEmails] = useState(known);
  useEffect(() => {
    if (emails) return;
    let live = true;
    pending ??= fetchEmails()
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    void pending.then((found) => {
      if (live && found) setEmails(found);
    });
    return () => {
      live = false;
    };
  }, [emails]);
  return emails;
}
