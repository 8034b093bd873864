import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRequest } from '@tms/domain';
import { withSession } from '../../../app/api/api-client';
import { apiErrorFrom } from '../../../app/api/api-error';
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
  const response = await withSession(async (token) => {
    const res = await fetch(`/api/loads/${loadId}/invoice-with-documents`, {
      method: 'POST',
      headers: {
        Accept: 'application/pdf',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
      body: JSON.stringify(request),
    });
    if (!res.ok) throw await apiErrorFrom(res);
    return res;
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? `${request.output_filename}.pdf`;
  return {
    file: new File([await response.blob()], name, { type: 'application/pdf' }),
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
