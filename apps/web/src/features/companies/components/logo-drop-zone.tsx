import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LOGO_MAX_BYTES } from '@tms/domain';
import { type DragEvent, useState } from 'react';
import { accentText } from '../../../app/theme/create-app-theme';
import { formatBytes, LOGO_ACCEPT } from './logo-file-check';

interface LogoDropZoneProps {
  /** Receives what was dropped or picked; checking it is the caller's business. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  error?: boolean;
}

/**
 * Drop an image here or click to browse. The whole zone is the label of a visually hidden file
 * input, so it works with the keyboard and screen readers like any file field.
 */
export function LogoDropZone({ onFiles, disabled = false, error = false }: LogoDropZoneProps) {
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
        Drag and drop an image here, or{' '}
        <Box component="span" sx={{ color: accentText, textDecoration: 'underline' }}>
          browse
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        JPG, PNG, GIF or WEBP, up to {formatBytes(LOGO_MAX_BYTES)}
      </Typography>
      <input
        type="file"
        accept={LOGO_ACCEPT}
        aria-label="Choose a logo image"
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
