import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import type { RowAction } from '../../../components/row-actions-menu';
import { downloadCustomerStatement } from '../api/customer-statements';
import { type StatementCustomer, StatementEmailDialog } from './statement-email-dialog';

/** A customer row's statement actions: what each row offers, and the e-mail dialog they open. */
export type StatementActions = (customer: StatementCustomer) => RowAction[];

/**
 * The statement of account of each customer in the aging, for the aging's day: its PDF
 * downloaded, or e-mailed from a dialog.
 */
export function useStatementActions(asOf: string | undefined, today: string) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [emailing, setEmailing] = useState<{ open: boolean; customer: StatementCustomer | null }>({
    open: false,
    customer: null,
  });

  const download = async (c: StatementCustomer) => {
    setDownloading(c.customerId);
    try {
      await downloadCustomerStatement(c.customerId, asOf);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setDownloading(null);
    }
  };

  const actions: StatementActions = (c) => [
    {
      label: 'Download statement',
      icon: PictureAsPdfOutlined,
      onClick: () => void download(c),
      disabled: downloading === c.customerId,
    },
    {
      label: 'E-mail statement',
      icon: ForwardToInboxOutlined,
      onClick: () => setEmailing({ open: true, customer: c }),
    },
  ];

  const dialog = (
    <StatementEmailDialog
      open={emailing.open}
      customer={emailing.customer}
      asOf={asOf}
      today={today}
      onClose={() => setEmailing((s) => ({ ...s, open: false }))}
    />
  );
  return { actions, dialog };
}
