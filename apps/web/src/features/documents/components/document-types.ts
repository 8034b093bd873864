import type { DocumentType } from '@tms/domain';

/** How each document type of spec 2 section 3 reads on screen. */
const LABELS: Record<DocumentType, string> = {
  company_logo: 'Company logo',
  pod: 'Proof of delivery (POD)',
  cor: 'COR',
  bol: 'Bill of lading (BOL)',
  lumper_receipt: 'Lumper receipt',
  scale_ticket: 'Scale ticket',
  rate_confirmation: 'Rate confirmation',
  invoice: 'Invoice',
  statement: 'Statement',
  cdl: 'CDL',
  medical_card: 'Medical card',
  mvr: 'MVR',
  drug_test: 'Drug test',
  fmcsa_clearinghouse: 'FMCSA Clearinghouse',
  psp_report: 'PSP report',
  employer_verification: 'Employer verification',
  driver_application: 'Driver application',
  offer_letter: 'Offer letter',
  tax_form: 'Tax form',
  work_eligibility: 'Work eligibility',
  handbook_ack: 'Handbook acknowledgement',
  eld_policy: 'ELD policy',
  safety_policy: 'Safety policy',
  drug_alcohol_policy: 'Drug & alcohol policy',
  accident_policy: 'Accident policy',
  truck_assignment: 'Truck assignment',
  trailer_assignment: 'Trailer assignment',
  fuel_card_agreement: 'Fuel card agreement',
  toll_transponder_form: 'Toll transponder form',
  eld_device_agreement: 'ELD device agreement',
  operational_document: 'Operational document',
  other: 'Other',
};

export function documentTypeLabel(type: string): string {
  return LABELS[type as DocumentType] ?? type.replaceAll('_', ' ');
}
