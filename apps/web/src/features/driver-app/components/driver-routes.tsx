import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../../../app/routes/lazy-page';
import { PageLoader } from '../../../components/page-loader';
import { LoadPage } from '../loads/load-page';
import { StopPage } from '../loads/stop-page';
import { TodayPage } from '../today/today-page';

// Today and a load's stops open with the app; the other screens and their forms download when first
// opened (the service worker keeps them all for use without signal).
const LoadsPage = lazyPage(
  () => import('../loads/loads-page'),
  (m) => m.LoadsPage,
);
const CapturePage = lazyPage(
  () => import('../documents/capture-page'),
  (m) => m.CapturePage,
);
const CheckCallPage = lazyPage(
  () => import('../check-calls/check-call-page'),
  (m) => m.CheckCallPage,
);
const StatementsPage = lazyPage(
  () => import('../pay/statements-page'),
  (m) => m.StatementsPage,
);
const HoursPage = lazyPage(
  () => import('../hours/hours-page'),
  (m) => m.HoursPage,
);

/** The driver app's screens, under /driver. */
export function DriverRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<TodayPage />} />
        <Route path="loads" element={<LoadsPage />} />
        <Route path="loads/:loadId" element={<LoadPage />} />
        <Route path="loads/:loadId/stops/:stopId" element={<StopPage />} />
        <Route path="loads/:loadId/documents/new" element={<CapturePage />} />
        <Route path="loads/:loadId/check-call" element={<CheckCallPage />} />
        <Route path="pay" element={<StatementsPage />} />
        <Route path="hours" element={<HoursPage />} />
        <Route path="*" element={<Navigate to="/driver" replace />} />
      </Routes>
    </Suspense>
  );
}
