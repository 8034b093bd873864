import type { AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
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

/**
 * Shows any number of notices at once, stacked at the bottom right. The stack is put on the page
 * only while it holds notices, as the page's last element: an open dialog hides from assistive
 * technology what was on the page when it opened, so a notice raised from a dialog stays heard.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);

  const notify = useCallback<Notify>((message, severity = 'info') => {
    setNotices((list) => [...list, { id: nextId++, message, severity }]);
  }, []);

  const remove = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {notices.length > 0 && (
        <Portal>
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
        </Portal>
      )}
    </NotificationsContext.Provider>
  );
}
