import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type DocumentRecord, isWebImage } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import type { useViewLink } from '../api/get-document-link';
import { FileKindIcon } from './file-kind-icon';
import { ZoomableImage } from './zoomable-image';

export const isPdf = (d: DocumentRecord) => d.content_type === 'application/pdf';

/** PDFs show in the browser's own viewer and web images with zoom; other kinds are only downloaded. */
export const canPreview = (d: DocumentRecord) => isPdf(d) || isWebImage(d.content_type);

interface DocumentPreviewProps {
  doc: DocumentRecord;
  /** The inline link's query; only fetched for kinds the viewer can show. */
  link: ReturnType<typeof useViewLink>;
  zoom: number;
  onDownload: (document: DocumentRecord) => void;
}

/** The viewer's body for one document, by its kind: PDF, image, or a download for the rest. */
export function DocumentPreview({ doc, link, zoom, onDownload }: DocumentPreviewProps) {
  if (!canPreview(doc)) return <NoPreview doc={doc} onDownload={onDownload} />;
  return (
    <>
      {link.isPending && (
        <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading document" />
        </Box>
      )}
      {link.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          Failed to view document: {errorText(link.error)}
        </Alert>
      )}
      {link.data && isPdf(doc) && (
        <Box
          component="iframe"
          key={doc.id}
          src={link.data}
          title={doc.original_filename}
          sx={{ border: 0, width: '100%', height: '100%', display: 'block', bgcolor: 'background.paper' }}
        />
      )}
      {link.data && isWebImage(doc.content_type) && (
        <ZoomableImage key={doc.id} src={link.data} alt={doc.original_filename} zoom={zoom} />
      )}
    </>
  );
}

function NoPreview({ doc, onDownload }: Pick<DocumentPreviewProps, 'doc' | 'onDownload'>) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 1.5, p: 3 }}>
      <FileKindIcon contentType={doc.content_type} name={doc.original_filename} size={72} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        No preview for this file type
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 360 }}>
        Download the file to open it on your device.
      </Typography>
      <Button variant="contained" startIcon={<DownloadOutlined />} onClick={() => onDownload(doc)}>
        Download
      </Button>
    </Box>
  );
}
