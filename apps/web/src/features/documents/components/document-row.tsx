import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DocumentRecord, documentTagList, formatDate, formatFileSize } from '@tms/domain';
import { type DocumentAction, DocumentRowMenu } from './document-row-menu';
import { SHOWN_TAGS } from './document-tags';
import { DocumentThumbnail } from './document-thumbnail';
import { documentTypeLabel } from './document-types';

interface DocumentRowProps {
  document: DocumentRecord;
  canEdit: boolean;
  onAction: (action: DocumentAction) => void;
}

/** One document: thumbnail, name, type, size, date, the first tags, and its actions. */
export function DocumentRow({ document: doc, canEdit, onAction }: DocumentRowProps) {
  // On a phone every action sits in the menu, so the name and facts keep the row's width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tags = documentTagList(doc.tags);
  const hidden = tags.slice(SHOWN_TAGS);
  const facts = [
    documentTypeLabel(doc.document_type),
    formatFileSize(doc.file_size),
    formatDate(doc.created_at),
    doc.uploaded_by_name,
  ].filter(Boolean);

  return (
    <Box
      component="li"
      aria-label={doc.original_filename}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        bgcolor: doc.is_active ? undefined : 'action.hover',
      }}
    >
      <Box sx={{ opacity: doc.is_active ? 1 : 0.6 }}>
        <DocumentThumbnail document={doc} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <ButtonBase
            onClick={() => onAction('view')}
            sx={{ minWidth: 0, borderRadius: 0.5, justifyContent: 'flex-start' }}
            aria-label={`View ${doc.original_filename}`}
          >
            <Typography
              variant="body2"
              noWrap
              sx={{
                fontWeight: 600,
                '&:hover': { textDecoration: 'underline' },
                color: doc.is_active ? 'text.primary' : 'text.secondary',
              }}
            >
              {doc.original_filename}
            </Typography>
          </ButtonBase>
          {!doc.is_active && <Chip size="small" label="Deprecated" color="warning" variant="outlined" />}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" noWrap={!phone}>
          {facts.join(' · ')}
        </Typography>
        {doc.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {doc.description}
          </Typography>
        )}
        {tags.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.75, flexWrap: 'wrap' }} aria-label="Tags">
            {tags.slice(0, SHOWN_TAGS).map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
            {hidden.length > 0 && (
              <Tooltip title={hidden.join(', ')}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={`+${hidden.length}`}
                  aria-label={`${hidden.length} more tags`}
                />
              </Tooltip>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
        {!phone && (
          <>
            <Tooltip title="View">
              <IconButton aria-label={`View ${doc.original_filename}`} onClick={() => onAction('view')}>
                <VisibilityOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title="Download">
              <IconButton aria-label={`Download ${doc.original_filename}`} onClick={() => onAction('download')}>
                <DownloadOutlined />
              </IconButton>
            </Tooltip>
          </>
        )}
        {(canEdit || phone) && <DocumentRowMenu document={doc} canEdit={canEdit} phone={phone} onAction={onAction} />}
      </Box>
    </Box>
  );
}
