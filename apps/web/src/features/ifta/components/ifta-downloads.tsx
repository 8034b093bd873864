import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import type { IftaReportQuery } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { downloadIftaReport, type IftaFileKind } from '../api/ifta-files';

/** The return as a CSV for the books and as a PDF schedule laid out like the filed return. */
export function IftaDownloads({ query, disabled }: { query: IftaReportQuery; disabled: boolean }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<IftaFileKind | null>(null);
  const download = async (kind: IftaFileKind) => {
    setBusy(kind);
    try {
      await downloadIftaReport(kind, query);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => void download('csv')}
        disabled={disabled || busy !== null}
      >
        {busy === 'csv' ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfOutlined />}
        onClick={() => void download('pdf')}
        disabled={disabled || busy !== null}
      >
        {busy === 'pdf' ? 'Preparing...' : 'Download PDF'}
      </Button>
    </>
  );
}
