import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface Props {
  /** How many drafts are picked, across pages. */
  count: number;
  onClear: () => void;
  onApprove: () => void;
}

/** The drafts picked in the list, with clearing them and approving them together. */
export function DraftSelectionBar({ count, onClear, onApprove }: Props) {
  return (
    <Alert
      severity="info"
      icon={false}
      aria-live="polite"
      sx={{
        mb: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        // On a phone the buttons go under the count, at the start.
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
          <Button size="small" variant="contained" startIcon={<DoneAllOutlined />} onClick={onApprove}>
            Approve selected
          </Button>
        </>
      }
    >
      {count === 1 ? '1 draft selected' : `${count} drafts selected`}
    </Alert>
  );
}
