import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRequest } from '@tms/domain';
import { fetchFile } from '../../../app/api/fetch-file';
import { documentKeys } from '../../documents';
import { loadKeys } from './load-keys';

export interface GeneratedInvoice {
  file: File;
  number: number;
  invoiceDate: string;
  dueDate: string;
}

/** POST /api/loads/{id}/invoice-with-documents: the invoice PDF, with the number the server gave it. */
export async function generateInvoice(loadId: number, request: InvoiceRequest): Promise<GeneratedInvoice> {
  const { file, response } = await fetchFile(`/api/loads/${loadId}/invoice-with-documents`, {
    accept: 'application/pdf',
    json: request,
    fallbackName: `${request.output_filename}.pdf`,
  });
  return {
    file,
    number: Number(response.headers.get('X-Invoice-Number')),
    invoiceDate: response.headers.get('X-Invoice-Date') ?? '',
    dueDate: response.headers.get('X-Due-Date') ?? '',
  };
}

/** Generates the invoice; the load (its invoice number) and its documents are read again after. */
export function useGenerateInvoice(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvoiceRequest) => generateInvoice(loadId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      ]);
    },
  });
}
