import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ScrollToTop } from '../guards/scroll-to-top';
import { SessionProvider } from '../session/session-provider';

export function RootLayout() {
  return (
    <SessionProvider>
      <ScrollToTop />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}
