import type { AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback, useState } from 'react';
import { NotificationToast } from './notification-toast';
import { NotificationsContext, type Notify } from './notifications-context';

interface Notice {
  id: number;
  message: string;
  severity: AlertColor;
}

let nextId = 1;

/** Shows any number of notices at once, stacked at the bottom right. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);

  const notify = useCallback<Notify>((message, severity = 'info') => {
    setNotices((list) => [...list, { id: nextId++, message, severity }]);
  }, []);

  const remove = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      <Stack
        aria-live="polite"
        spacing={1}
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          left: { xs: 12, sm: 'auto' },
          width: { sm: 380 },
          zIndex: (t) => t.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        {notices.map((n) => (
          <NotificationToast key={n.id} message={n.message} severity={n.severity} onClosed={() => remove(n.id)} />
        ))}
      </Stack>
    </NotificationsContext.Provider>
  );
}
