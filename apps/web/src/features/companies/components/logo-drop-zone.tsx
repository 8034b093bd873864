import { formatFileSize, LOGO_MAX_BYTES } from '@tms/domain';
import { FileDropZone } from '../../../components/file-drop-zone';
import { LOGO_ACCEPT } from './logo-file-check';

interface LogoDropZoneProps {
  /** Receives what was dropped or picked; checking it is the caller's business. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  error?: boolean;
}

/** Drop an image here or click to browse. */
export function LogoDropZone({ onFiles, disabled = false, error = false }: LogoDropZoneProps) {
  return (
    <FileDropZone
      onFiles={onFiles}
      accept={LOGO_ACCEPT}
      disabled={disabled}
      error={error}
      what="an image"
      hint={`JPG, PNG, GIF or WEBP, up to ${formatFileSize(LOGO_MAX_BYTES)}`}
      inputLabel="Choose a logo image"
    />
  );
}
