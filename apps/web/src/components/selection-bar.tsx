import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface SelectionBarProps {
  /** What is picked ("3 drafts selected"). */
  children: ReactNode;
  /** The action taken on all of them, its icon, and taking it. */
  action: string;
  icon: ReactNode;
  onAction: () => void;
  onClear: () => void;
}

/** Rows picked in a list, across pages: what they are, clearing them, and the action on all of them. */
export function SelectionBar({ children, action, icon, onAction, onClear }: SelectionBarProps) {
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
          <Button size="small" variant="contained" startIcon={icon} onClick={onAction}>
            {action}
          </Button>
        </>
      }
    >
      {children}
    </Alert>
  );
}
