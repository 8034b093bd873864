import type { IftaReportQuery } from '@tms/domain';
import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { iftaQuery } from './ifta-keys';

export type IftaFileKind = 'csv' | 'pdf';

const ACCEPT: Record<IftaFileKind, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** Where the report's file is: the same query as the screen's, so it holds the same figures. */
export const iftaFilePath = (kind: IftaFileKind, params: IftaReportQuery) =>
  `/api/ifta/report.${kind}?${iftaQuery(params)}`;

/** "ifta-2026-q3.csv", "ifta-2026-q3-truck-12.pdf": the name when the server gives none. */
export const iftaFileName = (kind: IftaFileKind, params: IftaReportQuery) =>
  `ifta-${params.year}-q${params.quarter}${params.truck_id === undefined ? '' : `-truck-${params.truck_id}`}.${kind}`;

/** The report as the server's CSV or PDF schedule, saved by the browser. */
export async function downloadIftaReport(kind: IftaFileKind, params: IftaReportQuery): Promise<void> {
  const { file } = await fetchFile(iftaFilePath(kind, params), {
    accept: ACCEPT[kind],
    fallbackName: iftaFileName(kind, params),
  });
  saveFile(file);
}
