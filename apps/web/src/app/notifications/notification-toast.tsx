import Alert, { type AlertColor } from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import { useEffect, useState } from 'react';

export const AUTO_HIDE_MS = 6000;

interface NotificationToastProps {
  message: string;
  severity: AlertColor;
  onClosed: () => void;
}

/** One notice: slides up, hides itself after six seconds unless the pointer rests on it. */
export function NotificationToast({ message, severity, onClosed }: NotificationToastProps) {
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!open || paused) return;
    const timer = window.setTimeout(() => setOpen(false), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, paused]);

  return (
    <Slide in={open} direction="up" appear mountOnEnter unmountOnExit onExited={onClosed}>
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => setOpen(false)}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        sx={{ width: '100%', boxShadow: 6, alignItems: 'center', pointerEvents: 'auto' }}
      >
        {message}
      </Alert>
    </Slide>
  );
}
