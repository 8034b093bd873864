import type { DocumentOwner } from '../documents/documents.service';
import type { CustomersService } from './customers.service';

/** Customer documents: linked by customer_id, seen and kept by those who work with customers. */
export function customerDocumentOwner(customers: CustomersService): DocumentOwner {
  return {
    category: 'customer',
    link: 'customer_id',
    read: ['customers'],
    write: ['customers'],
    exists: (ctx, id) => customers.exists(ctx, id),
  };
}
