import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import { useLoad } from '../api/wizard-calls';
import { InvoiceChip } from './invoice-chip';
import type { LoadDocumentsTarget } from './load-documents-dialog';

/** On the load's own screen: its invoice number and date, and the way into its documents. */
export function LoadDocumentsButton({
  loadId,
  onOpen,
}: {
  loadId: number;
  onOpen: (load: LoadDocumentsTarget) => void;
}) {
  const load = useLoad(loadId).data;
  if (!load) return null;
  return (
    <>
      <InvoiceChip load={load} testId="load-invoice-chip" />
      <Button
        size="small"
        variant="outlined"
        startIcon={<DescriptionOutlined />}
        onClick={() => onOpen({ id: load.id, load_number: load.load_number })}
      >
        Documents
      </Button>
    </>
  );
}
