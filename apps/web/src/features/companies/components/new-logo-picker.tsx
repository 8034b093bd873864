import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@tms/domain';
import { useObjectUrl } from '../../../components/use-object-url';
import { LogoDropZone } from './logo-drop-zone';
import { LogoFrame } from './logo-frame';

interface NewLogoPickerProps {
  file: File | null;
  problem: string | null;
  onFiles: (files: File[]) => void;
  onClear: () => void;
  disabled?: boolean;
}

/** The drop zone until an image is chosen, then its preview with a Clear button. */
export function NewLogoPicker({ file, problem, onFiles, onClear, disabled }: NewLogoPickerProps) {
  const preview = useObjectUrl(file);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {file ? (
        <>
          <LogoFrame src={preview} alt={`Preview of ${file.name}`} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {file.name} · {formatFileSize(file.size)}
            </Typography>
            <Button size="small" color="inherit" onClick={onClear} disabled={disabled}>
              Clear
            </Button>
          </Box>
        </>
      ) : (
        <LogoDropZone onFiles={onFiles} disabled={disabled} error={Boolean(problem)} />
      )}
      {problem && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
