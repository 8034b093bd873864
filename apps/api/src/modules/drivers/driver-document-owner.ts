import type { DocumentOwner } from '../documents/documents.service';
import type { DriversService } from './drivers.service';

/** Driver documents (the qualification file, operational documents): linked by driver_id. */
export function driverDocumentOwner(drivers: DriversService): DocumentOwner {
  return {
    category: 'driver',
    link: 'driver_id',
    // Operational documents are read and added from the Driver Notes dialog by everyone who reads drivers.
    read: ['drivers_read'],
    write: ['drivers_read'],
    exists: (ctx, id) => drivers.exists(ctx, id),
  };
}
