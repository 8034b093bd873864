import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DocumentRecord, isWebImage } from '@tms/domain';
import { useId } from 'react';
import { useViewLink } from '../api/get-document-link';
import { DocumentPager } from './document-pager';
import { canPreview, DocumentPreview } from './document-preview';
import { DocumentViewerToolbar } from './document-viewer-toolbar';
import { useViewerNavigation } from './use-viewer-navigation';

interface DocumentViewerProps {
  documents: readonly DocumentRecord[];
  /** The open document's place in `documents`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (document: DocumentRecord) => void;
}

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
  const link = useViewLink(doc !== undefined && canPreview(doc) ? doc.id : undefined);
  const image = doc !== undefined && isWebImage(doc.content_type);
  const nav = useViewerNavigation({ doc, index, count: documents.length, onIndexChange, zoomable: image });

  return (
    <Dialog
      open={doc !== undefined}
      onClose={onClose}
      onKeyDown={nav.onKeyDown}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: phone ? '100%' : 'calc(100% - 64px)', overflow: 'hidden' } } }}
    >
      {doc && (
        <>
          <DocumentViewerToolbar
            doc={doc}
            titleId={titleId}
            zoom={image ? { value: nav.zoom, onChange: nav.setZoom } : undefined}
            viewLink={link.data}
            onDownload={onDownload}
            onClose={onClose}
          />
          <Box
            ref={nav.stage}
            tabIndex={-1}
            sx={{
              position: 'relative',
              flex: 1,
              minHeight: 0,
              outline: 'none',
              bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
            }}
          >
            <DocumentPreview doc={doc} link={link} zoom={nav.zoom} onDownload={onDownload} />
          </Box>
          {documents.length > 1 && <DocumentPager index={index ?? 0} count={documents.length} onStep={nav.go} />}
        </>
      )}
    </Dialog>
  );
}
