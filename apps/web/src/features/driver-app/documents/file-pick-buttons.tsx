import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useRef } from 'react';

const ACCEPT = 'image/*,application/pdf';

/**
 * The camera (the phone opens it straight away: `capture`) and the phone's photos and files. Each
 * tap adds pages after those already taken, so a document is built one page at a time. The inputs
 * are hidden and opened by the buttons: a button wrapping an input would nest two controls.
 */
export function FilePickButtons({ first, onFiles }: { first: boolean; onFiles: (files: File[]) => void }) {
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    onFiles([...(e.target.files ?? [])]);
    // The same photo can be chosen again after it was removed.
    e.target.value = '';
  };
  return (
    <Stack spacing={1.25}>
      <Button
        variant={first ? 'contained' : 'outlined'}
        size="large"
        startIcon={<CameraAltOutlined />}
        onClick={() => camera.current?.click()}
        sx={{ minHeight: 56, borderRadius: 2 }}
      >
        {first ? 'Take photo' : 'Add page'}
      </Button>
      <Button
        size="large"
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => files.current?.click()}
        sx={{ minHeight: 48 }}
      >
        Choose from photos or files
      </Button>
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        multiple
        hidden
        onChange={picked}
        data-testid="camera-input"
      />
      <input ref={files} type="file" accept={ACCEPT} multiple hidden onChange={picked} data-testid="files-input" />
    </Stack>
  );
}
