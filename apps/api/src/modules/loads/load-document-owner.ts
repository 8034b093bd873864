import type { DocumentOwner } from '../documents/documents.service';
import type { LoadsService } from './loads.service';

/**
 * Load documents (rate confirmation, BOL, POD, other): linked by load_id, kept by those who book
 * loads, and seen only by those who see the load (a tracking user: the loads of the drivers they follow).
 */
export function loadDocumentOwner(loads: LoadsService): DocumentOwner {
  return {
    category: 'load',
    link: 'load_id',
    read: ['load_management', 'accounting_loads', 'track_and_trace'],
    write: ['load_management', 'accounting_loads'],
    exists: (ctx, id) => loads.exists(ctx, id),
    visibleIds: (ctx) => loads.visibleIds(ctx),
  };
}
