import { useQuery } from '@tanstack/react-query';
import { driverAppHos, driverAppStatementList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fetchFile } from '../../../app/api/fetch-file';
import { reportReached } from '../connectivity/connectivity';
import { driverAppKeys } from './driver-app-keys';

/** The clocks change by the minute while the driver drives. */
const HOS_REFRESH_MS = 60_000;

/** GET /api/driver-app/statements: the driver's approved and paid statements, newest first. */
export function useDriverStatements() {
  return useQuery({
    queryKey: driverAppKeys.statements(),
    queryFn: async ({ signal }) =>
      driverAppStatementList.parse(await reportReached(apiClient('/api/driver-app/statements', { signal }))),
    networkMode: 'always',
  });
}

/** GET /api/driver-app/statements/{id}/pdf: the statement as the office sends it. */
export const driverStatementPdf = async (id: number) =>
  (
    await reportReached(
      fetchFile(`/api/driver-app/statements/${id}/pdf`, {
        accept: 'application/pdf',
        fallbackName: `statement-${id}.pdf`,
      }),
    )
  ).file;

/** GET /api/driver-app/hos: the driver's clocks now (null before any duty status is known). */
export function useDriverHos() {
  return useQuery({
    queryKey: driverAppKeys.hos(),
    queryFn: async ({ signal }) =>
      driverAppHos.parse(await reportReached(apiClient('/api/driver-app/hos', { signal }))),
    refetchInterval: HOS_REFRESH_MS,
    networkMode: 'always',
  });
}
