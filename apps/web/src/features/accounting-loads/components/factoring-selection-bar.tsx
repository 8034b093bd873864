import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatUsd } from '@tms/domain';

/** The invoices picked for factoring, with clearing them and submitting them together. */
export function FactoringSelectionBar({
  count,
  total,
  onClear,
  onSubmit,
}: {
  count: number;
  total: string;
  onClear: () => void;
  onSubmit: () => void;
}) {
  return (
    <Alert
      severity="info"
      icon={false}
      aria-live="polite"
      sx={{
        mb: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-action': {
          gap: 1,
          pt: 0,
          mr: 0,
          pl: { xs: 0, sm: 2 },
          ml: { xs: 0, sm: 'auto' },
          width: { xs: '100%', sm: 'auto' },
        },
      }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onClear}>
            Clear selection
          </Button>
          <Button size="small" variant="contained" startIcon={<RequestQuoteOutlined />} onClick={onSubmit}>
            Submit to Factoring
          </Button>
        </>
      }
    >
      {count === 1 ? '1 invoice selected' : `${count} invoices selected`} · {formatUsd(total)}
    </Alert>
  );
}
