import { Navigate, Route, Routes } from 'react-router';
import { CheckCallPage } from '../check-calls/check-call-page';
import { CapturePage } from '../documents/capture-page';
import { HoursPage } from '../hours/hours-page';
import { LoadPage } from '../loads/load-page';
import { LoadsPage } from '../loads/loads-page';
import { StopPage } from '../loads/stop-page';
import { StatementsPage } from '../pay/statements-page';
import { TodayPage } from '../today/today-page';

/** The driver app's screens, under /driver. */
export function DriverRoutes() {
  return (
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
  );
}
