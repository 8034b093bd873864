import { ReportDownloads } from '../../../components/report-downloads';
import { downloadReceivablesAging } from '../api/receivables-aging-files';

/** The aging of the day on screen as a CSV for the books and as a PDF on the letterhead. */
export function AgingDownloads({ asOf, disabled }: { asOf: string | undefined; disabled: boolean }) {
  return <ReportDownloads download={(kind) => downloadReceivablesAging(kind, asOf)} disabled={disabled} />;
}
