import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useState } from 'react';
import { accentText } from '../app/theme/create-app-theme';

export interface FileDropZoneProps {
  /** Receives what was dropped or picked; checking it is the caller's business. */
  onFiles: (files: File[]) => void;
  /** The picker's accept list. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** What to drop, e.g. "an image" or "files". */
  what: string;
  /** Kinds and size allowed, under the main line. */
  hint: ReactNode;
  /** The file input's accessible name. */
  inputLabel: string;
}

/**
 * Drop files here or click to browse. The whole zone is the label of a visually hidden file
 * input, so it works with the keyboard and screen readers like any file field.
 */
export function FileDropZone({
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  error = false,
  what,
  hint,
  inputLabel,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      component="label"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={(t) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.75,
        px: 3,
        py: 4,
        textAlign: 'center',
        borderRadius: 2,
        border: '2px dashed',
        borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? alpha(t.palette.primary.main, 0.08) : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: t.transitions.create(['border-color', 'background-color']),
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        '&:focus-within': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <CloudUploadOutlined sx={{ fontSize: 36, color: accentText }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Drag and drop {what} here, or{' '}
        <Box component="span" sx={{ color: accentText, textDecoration: 'underline' }}>
          browse
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Picking the same file again after clearing must still report it.
          event.target.value = '';
        }}
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          border: 0,
        }}
      />
    </Box>
  );
}
