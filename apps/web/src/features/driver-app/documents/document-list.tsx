import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type DriverAppDocument, formatDateTime } from '@tms/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import type { QueuedAction } from '../queue/queued-action';
import { DRIVER_APP_DOCUMENT_LABELS, documentTypeLabel } from './document-types';
import { openDocument } from './open-document';

type PendingUpload = Extract<QueuedAction, { kind: 'document' }>;

function Row({ icon, title, detail, onOpen }: { icon: ReactNode; title: string; detail: string; onOpen?: () => void }) {
  const content = (
    <>
      {icon}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      </Box>
    </>
  );
  const layout = { display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25, px: 2, minHeight: 56 } as const;
  return (
    <Box component="li">
      {onOpen ? (
        <ButtonBase onClick={onOpen} sx={{ ...layout, width: '100%', textAlign: 'left' }}>
          {content}
          <OpenInNewOutlined fontSize="small" color="action" />
        </ButtonBase>
      ) : (
        <Box sx={layout}>{content}</Box>
      )}
    </Box>
  );
}

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

/** The load's documents, those still on the phone first, and the way to add one. */
export function DocumentList({
  loadId,
  documents,
  pending,
}: {
  loadId: number;
  documents: DriverAppDocument[];
  pending: PendingUpload[];
}) {
  const notify = useNotify();
  const empty = !documents.length && !pending.length;
  const open = (id: number) => openDocument(id).catch((error) => notify(errorText(error), 'error'));
  return (
    <Card component="section" aria-labelledby={`documents-${loadId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: empty ? 0 : 0.5 }}>
        <Typography id={`documents-${loadId}`} variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          Documents
        </Typography>
      </Box>
      {empty && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 0.5 }}>
          No documents yet. Take photos of the BOL or POD and send them as one document.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pending.map((p) => (
          <Row
            key={p.key}
            icon={<CloudUploadOutlined color="warning" />}
            title={DRIVER_APP_DOCUMENT_LABELS[p.documentType]}
            detail={`${pages(p.files.length)} · waiting to send`}
          />
        ))}
        {documents.map((d) => (
          <Row
            key={d.id}
            icon={<DescriptionOutlined color="primary" />}
            title={documentTypeLabel(d.document_type)}
            detail={`${formatDateTime(d.created_at)}${d.uploaded_by_name ? ` · ${d.uploaded_by_name}` : ''}`}
            onOpen={() => void open(d.id)}
          />
        ))}
      </Box>
      <Box sx={{ p: 2, pt: 1 }}>
        <Button
          component={Link}
          to={`/driver/loads/${loadId}/documents/new`}
          variant="contained"
          size="large"
          fullWidth
          startIcon={<AddAPhotoOutlined />}
          sx={{ minHeight: 52, borderRadius: 2 }}
        >
          Add document
        </Button>
      </Box>
    </Card>
  );
}
