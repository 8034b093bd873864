import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { type AgingFileKind, downloadReceivablesAging } from '../api/receivables-aging-files';

/** The aging of the day on screen as a CSV for the books and as a PDF on the letterhead. */
export function AgingDownloads({ asOf, disabled }: { asOf: string | undefined; disabled: boolean }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<AgingFileKind | null>(null);
  const download = async (kind: AgingFileKind) => {
    setBusy(kind);
    try {
      await downloadReceivablesAging(kind, asOf);
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
