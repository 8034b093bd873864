import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DriverAppDocumentType } from '@tms/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isOnline } from '../connectivity/connectivity';
import { newKey } from '../queue/new-key';
import { useEnqueue } from '../queue/use-enqueue';
import { DocumentTypePicker } from './document-type-picker';
import { DRIVER_APP_DOCUMENT_LABELS } from './document-types';
import { FilePickButtons } from './file-pick-buttons';
import { addPages, type CapturedPage, movePage, removePage } from './page-list';
import { PageThumbnails } from './page-thumbnails';

const pagesText = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

/**
 * /driver/loads/:loadId/documents/new: photos (or PDFs) taken one after another, put in order and
 * sent as one document of the chosen kind; the server joins them into one PDF.
 */
export function CapturePage() {
  useDocumentTitle('Add document');
  const loadId = Number(useParams().loadId);
  const navigate = useNavigate();
  const enqueue = useEnqueue();
  const notify = useNotify();
  const [pages, setPages] = useState<CapturedPage[]>([]);
  const [type, setType] = useState<DriverAppDocumentType>('pod');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const add = (files: File[]) => {
    const next = addPages(pages, files, newKey);
    setPages(next.pages);
    setProblem(next.problem);
  };
  const send = async () => {
    setSending(true);
    try {
      const files = pages.map((p) => ({ name: p.file.name, type: p.file.type, blob: p.file }));
      await enqueue(loadId, () => ({ kind: 'document', documentType: type, note: note.trim() || null, files }));
      const label = DRIVER_APP_DOCUMENT_LABELS[type];
      notify(
        isOnline() ? `${label} is being sent` : `${label} saved; it will be sent when the signal returns`,
        'success',
      );
      navigate(`/driver/loads/${loadId}`);
    } catch (error) {
      setProblem(errorText(error));
      setSending(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Button
        component={Link}
        to={`/driver/loads/${loadId}`}
        startIcon={<ArrowBackOutlined />}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Back to the load
      </Button>
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Add document
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Take a photo of each page. They are sent together as one PDF.
        </Typography>
      </div>
      <DocumentTypePicker value={type} onChange={setType} />
      {pages.length > 0 && (
        <PageThumbnails
          pages={pages}
          onMove={(id, by) => setPages(movePage(pages, id, by))}
          onRemove={(id) => setPages(removePage(pages, id))}
        />
      )}
      <FilePickButtons first={pages.length === 0} onFiles={add} />
      {problem && <Alert severity="warning">{problem}</Alert>}
      <TextField
        label="Note (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!pages.length || sending}
        onClick={() => void send()}
        startIcon={<SendOutlined />}
        sx={{ minHeight: 56, fontSize: '1.05rem', borderRadius: 2 }}
      >
        {pages.length ? `Send ${DRIVER_APP_DOCUMENT_LABELS[type]} · ${pagesText(pages.length)}` : 'Add a page to send'}
      </Button>
    </Stack>
  );
}
