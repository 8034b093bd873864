import { IDEMPOTENCY_HEADER } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { reportReached } from '../connectivity/connectivity';
import type { QueuedAction } from '../queue/queued-action';

/** The multipart body of an upload: its fields first, then every page in the field "file". */
function documentForm(action: Extract<QueuedAction, { kind: 'document' }>): FormData {
  const form = new FormData();
  form.append('document_type', action.documentType);
  if (action.note) form.append('note', action.note);
  for (const file of action.files) form.append('file', file.blob, file.name);
  return form;
}

function request(action: QueuedAction): Promise<unknown> {
  const headers = { [IDEMPOTENCY_HEADER]: action.key };
  switch (action.kind) {
    case 'arrive':
    case 'depart': {
      const json = action.lat === undefined ? {} : { lat: action.lat, lng: action.lng };
      return apiClient(`/api/driver-app/stops/${action.stopId}/${action.kind}`, { method: 'POST', json, headers });
    }
    case 'check-call':
      return apiClient(`/api/driver-app/loads/${action.loadId}/check-calls`, {
        method: 'POST',
        json: action.input,
        headers,
      });
    case 'document':
      return apiClient(`/api/driver-app/loads/${action.loadId}/documents`, {
        method: 'POST',
        multipart: documentForm(action),
        headers,
      });
  }
}

/**
 * POSTs one queued action with the key made when the driver tapped. The answer is not parsed
 * here: once the server has the action it must leave the queue, whatever the answer looks like.
 */
export const sendAction = (action: QueuedAction) => reportReached(request(action));
