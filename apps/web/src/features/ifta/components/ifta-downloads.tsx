import type { IftaReportQuery } from '@tms/domain';
import { ReportDownloads } from '../../../components/report-downloads';
import { downloadIftaReport } from '../api/ifta-files';

/** The return as a CSV for the books and as a PDF schedule laid out like the filed return. */
export function IftaDownloads({ query, disabled }: { query: IftaReportQuery; disabled: boolean }) {
  return <ReportDownloads download={(kind) => downloadIftaReport(kind, query)} disabled={disabled} />;
}
