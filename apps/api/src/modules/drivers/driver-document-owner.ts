import { driverDocumentRights } from '@tms/domain';
import type { DocumentOwner } from '../documents/documents.service';
import type { DriversService } from './drivers.service';

/**
 * Driver documents (the qualification file, operational documents): linked by driver_id. Everyone
 * who reads drivers may list them; each type narrows who reads and writes it (decision 0136).
 */
export function driverDocumentOwner(drivers: DriversService): DocumentOwner {
  return {
    category: 'driver',
    link: 'driver_id',
    read: ['drivers_read'],
    write: ['drivers_read'],
    typeRights: driverDocumentRights,
    exists: (ctx, id) => drivers.exists(ctx, id),
  };
}
