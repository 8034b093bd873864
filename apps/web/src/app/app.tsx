import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { NotificationsProvider } from './notifications/notifications-provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './routes/router';
import { ThemeModeProvider } from './theme/theme-mode-provider';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ThemeModeProvider>
      <NotificationsProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </NotificationsProvider>
    </ThemeModeProvider>
  );
}
