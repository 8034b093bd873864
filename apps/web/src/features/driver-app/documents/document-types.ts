import type { DriverAppDocumentType } from '@tms/domain';

export const DRIVER_APP_DOCUMENT_LABELS: Readonly<Record<DriverAppDocumentType, string>> = {
  pod: 'POD',
  bol: 'BOL',
  lumper_receipt: 'Lumper receipt',
  scale_ticket: 'Scale ticket',
  other: 'Other',
};

/** A stored document's type as the driver reads it; types from the office read as they are. */
export const documentTypeLabel = (type: string) =>
  DRIVER_APP_DOCUMENT_LABELS[type as DriverAppDocumentType] ?? type.replace(/_/g, ' ');
