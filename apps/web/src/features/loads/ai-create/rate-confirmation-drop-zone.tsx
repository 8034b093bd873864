import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';

/** Where rate confirmations come in: dropped on the box or chosen with the button. */
export function RateConfirmationDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onFiles([...e.dataTransfer.files]);
  };

  return (
    <Paper
      variant="outlined"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 2.5, md: 4 },
        mb: 2,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        textAlign: 'center',
        display: 'grid',
        gap: 1,
        justifyItems: 'center',
      }}
    >
      <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>Drop rate confirmations here</Typography>
      <Typography variant="body2" color="text.secondary">
        PDF, PNG or JPEG, up to 10 MB each. One load per file.
      </Typography>
      <Button variant="contained" component="label" htmlFor={inputId} startIcon={<DescriptionOutlined />}>
        Choose files
      </Button>
      <input
        id={inputId}
        type="file"
        hidden
        multiple
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        aria-label="Choose rate confirmations"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          // Choosing the same file again reads it again.
          e.target.value = '';
        }}
      />
    </Paper>
  );
}
