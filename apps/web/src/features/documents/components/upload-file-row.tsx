import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DocumentType, formatFileSize } from '@tms/domain';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { documentTypeLabel } from './document-types';
import { FileKindIcon } from './file-kind-icon';
import type { QueuedFile } from './use-upload-queue';

function statusText(item: QueuedFile): string {
  switch (item.status) {
    case 'ready':
      return 'Ready to upload';
    case 'uploading':
      // The last bytes are sent before the server has stored the file.
      return item.progress >= 1 ? 'Finishing…' : `Uploading… ${Math.round(item.progress * 100)}%`;
    case 'done':
      return 'Uploaded';
    default:
      return item.error ?? '';
  }
}

/** The file's document type while it waits: the types offered, the one it goes up as, and a change of it. */
export interface FileTypeChoice {
  types: readonly DocumentType[];
  value: DocumentType;
  onChange: (type: DocumentType) => void;
  disabled: boolean;
}

interface UploadFileRowProps {
  item: QueuedFile;
  onRemove: () => void;
  /** Given when there is more than one type to choose from. */
  typeChoice?: FileTypeChoice;
}

/**
 * One chosen file: its name and size, its type while it waits, its progress while it goes up, and a
 * way to drop or cancel it.
 */
export function UploadFileRow({ item, onRemove, typeChoice }: UploadFileRowProps) {
  const labelId = useId();
  const problem = item.status === 'failed' || item.status === 'refused';
  const action = item.status === 'uploading' ? 'Cancel upload of' : 'Remove';
  const waiting = item.status === 'ready' || item.status === 'failed';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        px: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        listStyle: 'none',
      }}
    >
      <FileKindIcon name={item.file.name} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography id={labelId} variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {item.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatFileSize(item.file.size)}
          </Typography>
        </Box>
        {item.status === 'uploading' && (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            aria-labelledby={labelId}
            sx={{ my: 0.75, height: 6, borderRadius: 3 }}
          />
        )}
        <Typography
          variant="caption"
          role={problem ? 'alert' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: problem ? 'error.main' : item.status === 'done' ? 'success.main' : 'text.secondary',
          }}
        >
          {item.status === 'done' && <CheckCircleOutlined sx={{ fontSize: 16 }} />}
          {problem && <ErrorOutlineOutlined sx={{ fontSize: 16 }} />}
          {statusText(item)}
        </Typography>
      </Box>
      {typeChoice && waiting && (
        <TextField
          select
          size="small"
          // The file's name makes each row's field tell itself apart for a screen reader.
          label={
            <>
              Type<VisuallyHidden> of {item.file.name}</VisuallyHidden>
            </>
          }
          value={typeChoice.value}
          onChange={(e) => typeChoice.onChange(e.target.value as DocumentType)}
          disabled={typeChoice.disabled}
          sx={{ width: { xs: 140, sm: 200 }, flexShrink: 0 }}
        >
          {typeChoice.types.map((t) => (
            <MenuItem key={t} value={t}>
              {documentTypeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {item.status !== 'done' && (
        <Tooltip title={item.status === 'uploading' ? 'Cancel upload' : 'Remove'}>
          <IconButton size="small" aria-label={`${action} ${item.file.name}`} onClick={onRemove}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
