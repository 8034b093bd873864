import type { DocumentOwner } from '../documents/documents.service';
import type { EquipmentService } from './equipment.service';

/** Truck or trailer documents: linked by truck_id or trailer_id, kept by equipment managers. */
export function equipmentDocumentOwner(kind: 'truck' | 'trailer', units: EquipmentService): DocumentOwner {
  return {
    category: kind,
    link: kind === 'truck' ? 'truck_id' : 'trailer_id',
    read: ['equipment_read'],
    write: ['equipment'],
    exists: (ctx, id) => units.exists(ctx, id),
  };
}
