import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChangeEvent } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';

const ACCEPT = 'image/*,application/pdf';

/**
 * The camera (the phone opens it straight away: `capture`) and the phone's photos and files. Each
 * tap adds pages after those already taken, so a document is built one page at a time.
 */
export function FilePickButtons({ first, onFiles }: { first: boolean; onFiles: (files: File[]) => void }) {
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    onFiles([...(e.target.files ?? [])]);
    // The same photo can be chosen again after it was removed.
    e.target.value = '';
  };
  return (
    <Stack spacing={1.25}>
      <Button
        component="label"
        variant={first ? 'contained' : 'outlined'}
        size="large"
        startIcon={<CameraAltOutlined />}
        sx={{ minHeight: 56, borderRadius: 2 }}
      >
        {first ? 'Take photo' : 'Add page'}
        <VisuallyHidden>
          <input
            type="file"
            accept={ACCEPT}
            capture="environment"
            multiple
            onChange={picked}
            data-testid="camera-input"
          />
        </VisuallyHidden>
      </Button>
      <Button component="label" size="large" startIcon={<AddPhotoAlternateOutlined />} sx={{ minHeight: 48 }}>
        Choose from photos or files
        <VisuallyHidden>
          <input type="file" accept={ACCEPT} multiple onChange={picked} data-testid="files-input" />
        </VisuallyHidden>
      </Button>
    </Stack>
  );
}
