import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DocumentRecord, formatFileSize } from '@tms/domain';
import type { Dispatch, SetStateAction } from 'react';
import { documentTypeLabel } from './document-types';
import { FileKindIcon } from './file-kind-icon';
import { ViewerZoomControls } from './viewer-zoom-controls';

interface DocumentViewerToolbarProps {
  doc: DocumentRecord;
  /** The id the dialog is labelled by: the file name is its title. */
  titleId: string;
  /** The zoom and its setter when the document is an image; undefined hides the zoom buttons. */
  zoom?: { value: number; onChange: Dispatch<SetStateAction<number>> };
  /** The inline link, once fetched: it opens the file in a new tab. */
  viewLink: string | undefined;
  onDownload: (document: DocumentRecord) => void;
  onClose: () => void;
}

/** The viewer's header: what the file is, zoom for images, open in a tab, download, close. */
export function DocumentViewerToolbar({
  doc,
  titleId,
  zoom,
  viewLink,
  onDownload,
  onClose,
}: DocumentViewerToolbarProps) {
  return (
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
      {zoom && <ViewerZoomControls zoom={zoom.value} onZoomChange={zoom.onChange} />}
      {viewLink && (
        <Tooltip title="Open in a new tab">
          <IconButton
            component="a"
            href={viewLink}
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
  );
}
