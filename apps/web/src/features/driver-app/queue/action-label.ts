import { DRIVER_APP_DOCUMENT_LABELS } from '../documents/document-types';
import type { QueuedAction } from './queued-action';

/** How the driver's action is named in a notice: "Arrival", "POD upload". */
export function actionLabel(action: QueuedAction): string {
  switch (action.kind) {
    case 'arrive':
      return 'Arrival';
    case 'depart':
      return 'Departure';
    case 'check-call':
      return 'Check call';
    case 'document':
      return `${DRIVER_APP_DOCUMENT_LABELS[action.documentType]} upload`;
  }
}
