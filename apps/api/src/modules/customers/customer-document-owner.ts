import { AppError } from '../../lib/errors';
import type { DocumentOwner } from '../documents/documents.service';
import type { CustomersService } from './customers.service';

/** Customer documents: linked by customer_id, seen and kept by those who work with customers. */
export function customerDocumentOwner(customers: CustomersService): DocumentOwner {
  return {
    category: 'customer',
    link: 'customer_id',
    read: ['customers'],
    write: ['customers'],
    async exists(ctx, id) {
      try {
        return !(await customers.get(ctx, id)).is_deleted;
      } catch (e) {
        if (e instanceof AppError && e.statusCode === 404) return false;
        throw e;
      }
    },
  };
}
