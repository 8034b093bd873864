function mailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Drafts that open in the visitor's mail client, with the details each team asks for first. */
export const salesMailto = (sales: string) =>
  mailto(
    sales,
    'Question about TMS plans',
    'Hello,\n\nI would like to know more about TMS for our fleet.\n\nCompany:\nNumber of trucks:\nPhone:\n',
  );

export const supportMailto = (support: string) =>
  mailto(support, 'Support request', 'Hello,\n\nI need help with:\n\nCompany:\nAccount e-mail:\n');
