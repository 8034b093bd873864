import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorText } from '../app/api/api-error';
import { useNotify } from '../app/notifications/use-notify';

export type ReportFileKind = 'csv' | 'pdf';

/** A report's two files: a CSV for the books and a PDF to print or send; a failure is told in a notice. */
export function ReportDownloads({
  download,
  disabled,
}: {
  download: (kind: ReportFileKind) => Promise<void>;
  disabled: boolean;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState<ReportFileKind | null>(null);
  const run = async (kind: ReportFileKind) => {
    setBusy(kind);
    try {
      await download(kind);
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
        onClick={() => void run('csv')}
        disabled={disabled || busy !== null}
      >
        {busy === 'csv' ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfOutlined />}
        onClick={() => void run('pdf')}
        disabled={disabled || busy !== null}
      >
        {busy === 'pdf' ? 'Preparing...' : 'Download PDF'}
      </Button>
    </>
  );
}
