import { useMutation } from '@tanstack/react-query';
import { type CustomerStatementSend, type CustomerStatementSent, customerStatementSent } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { agingQuery } from './get-receivables-aging';

const base = (customerId: number) => `/api/accounting/receivables/customers/${customerId}/statement`;

/** A customer's statement of account for the aging's day, saved by the browser. */
export async function downloadCustomerStatement(customerId: number, asOf: string | undefined): Promise<void> {
  const query = agingQuery(asOf).toString();
  const { file } = await fetchFile(`${base(customerId)}.pdf${query ? `?${query}` : ''}`, {
    accept: 'application/pdf',
    fallbackName: `statement${asOf ? `-${asOf}` : ''}.pdf`,
  });
  saveFile(file);
}

export type SendStatement = { customerId: number } & CustomerStatementSend;

/** E-mails the statement (through the outbox); answers where it went. */
export async function sendCustomerStatement({ customerId, ...body }: SendStatement): Promise<CustomerStatementSent> {
  return customerStatementSent.parse(await apiClient(`${base(customerId)}/send`, { method: 'POST', json: body }));
}

export const useSendCustomerStatement = () => useMutation({ mutationFn: sendCustomerStatement });
