import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DocumentRecord, formatFileSize, isWebImage } from '@tms/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useViewLink } from '../api/get-document-link';
import { documentTypeLabel } from './document-types';
import { FileKindIcon } from './file-kind-icon';
import { ZOOM_MAX, ZOOM_MIN, zoomBy } from './zoom';
import { ZoomableImage } from './zoomable-image';

interface DocumentViewerProps {
  documents: readonly DocumentRecord[];
  /** The open document's place in `documents`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (document: DocumentRecord) => void;
}

const isPdf = (d: DocumentRecord) => d.content_type === 'application/pdf';
/** Keys that move between documents, and keys that zoom (0 fits again). */
const NAV_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
const ZOOM_KEYS: Record<string, number> = { '+': 1, '=': 1, '-': -1, _: -1, '0': 0 };

/**
 * Shows documents one at a time: PDFs in the browser's own viewer, images with zoom, and a
 * download for kinds a browser cannot show. Arrows move between the list's documents, + and -
 * zoom, Esc closes.
 */
export function DocumentViewer({ documents, index, onIndexChange, onClose, onDownload }: DocumentViewerProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const doc = index === null ? undefined : documents[index];
  const previewable = doc !== undefined && (isPdf(doc) || isWebImage(doc.content_type));
  const link = useViewLink(previewable ? doc?.id : undefined);
  const [zoom, setZoom] = useState(1);
  const stage = useRef<HTMLDivElement>(null);

  const image = doc !== undefined && isWebImage(doc.content_type);

  // Each document opens fitted to the viewer. Moving from an image to a PDF removes the zoom
  // buttons; if one had the focus, the viewer takes it, so Esc and the arrows keep working.
  useEffect(() => {
    if (!doc) return;
    setZoom(1);
    const dialog = stage.current?.closest('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) stage.current?.focus();
  }, [doc]);

  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < documents.length) onIndexChange(next);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const zoomStep = ZOOM_KEYS[event.key];
    const navStep = NAV_KEYS[event.key];
    if (navStep !== undefined) go(navStep);
    else if (image && zoomStep !== undefined) setZoom((z) => (zoomStep === 0 ? 1 : zoomBy(z, zoomStep)));
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={doc !== undefined}
      onClose={onClose}
      onKeyDown={keys}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: phone ? '100%' : 'calc(100% - 64px)', overflow: 'hidden' } } }}
    >
      {doc && (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: { xs: 1.5, sm: 2.5 },
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <FileKindIcon contentType={doc.content_type} name={doc.original_filename} size={36} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
                {doc.original_filename}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {documentTypeLabel(doc.document_type)} · {formatFileSize(doc.file_size)}
              </Typography>
            </Box>
            {image && (
              <Box sx={{ display: 'flex', alignItems: 'center' }} role="group" aria-label="Zoom">
                <Tooltip title="Zoom out (-)">
                  <span>
                    <IconButton
                      aria-label="Zoom out"
                      onClick={() => setZoom((z) => zoomBy(z, -1))}
                      disabled={zoom <= ZOOM_MIN}
                    >
                      <ZoomOutOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Fit to window (0)">
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => setZoom(1)}
                    aria-label={`Zoom ${Math.round(zoom * 100)}%, fit to window`}
                    sx={{ minWidth: 56, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {Math.round(zoom * 100)}%
                  </Button>
                </Tooltip>
                <Tooltip title="Zoom in (+)">
                  <span>
                    <IconButton
                      aria-label="Zoom in"
                      onClick={() => setZoom((z) => zoomBy(z, 1))}
                      disabled={zoom >= ZOOM_MAX}
                    >
                      <ZoomInOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            )}
            {link.data && (
              <Tooltip title="Open in a new tab">
                <IconButton
                  component="a"
                  href={link.data}
                  target="_blank"
                  rel="noopener"
                  aria-label="Open in a new tab"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  <OpenInNewOutlined />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Download">
              <IconButton aria-label={`Download ${doc.original_filename}`} onClick={() => onDownload(doc)}>
                <DownloadOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title="Close (Esc)">
              <IconButton aria-label="Close" onClick={onClose}>
                <CloseOutlined />
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            ref={stage}
            tabIndex={-1}
            sx={{
              position: 'relative',
              flex: 1,
              minHeight: 0,
              outline: 'none',
              bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
            }}
          >
            {!previewable && (
              <Box
                sx={{ height: '100%', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 1.5, p: 3 }}
              >
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
            )}
            {previewable && link.isPending && (
              <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="Loading document" />
              </Box>
            )}
            {previewable && link.isError && (
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
            {link.data && image && (
              <ZoomableImage key={doc.id} src={link.data} alt={doc.original_filename} zoom={zoom} />
            )}
          </Box>
          {documents.length > 1 && (
            <Box
              component="nav"
              aria-label="Documents"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Tooltip title="Previous document (←)">
                <span>
                  <Button
                    color="inherit"
                    startIcon={<ChevronLeftOutlined />}
                    onClick={() => go(-1)}
                    disabled={index === 0}
                    aria-label="Previous document"
                  >
                    Previous
                  </Button>
                </span>
              </Tooltip>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64, textAlign: 'center' }}>
                {(index ?? 0) + 1} of {documents.length}
              </Typography>
              <Tooltip title="Next document (→)">
                <span>
                  <Button
                    color="inherit"
                    endIcon={<ChevronRightOutlined />}
                    onClick={() => go(1)}
                    disabled={index === documents.length - 1}
                    aria-label="Next document"
                  >
                    Next
                  </Button>
                </span>
              </Tooltip>
            </Box>
          )}
        </>
      )}
    </Dialog>
  );
}
