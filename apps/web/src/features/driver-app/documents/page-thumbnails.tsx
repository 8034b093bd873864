import ArrowBackIosNewOutlined from '@mui/icons-material/ArrowBackIosNewOutlined';
import ArrowForwardIosOutlined from '@mui/icons-material/ArrowForwardIosOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { CapturedPage } from './page-list';

/** A photo's preview from the file itself (revoked when the page goes); a PDF shows as its icon. */
function usePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/')) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

interface ThumbnailProps {
  page: CapturedPage;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function Thumbnail({ page, index, count, onMove, onRemove }: ThumbnailProps) {
  const url = usePreview(page.file);
  const n = index + 1;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '3 / 4',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={`Page ${n}`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Box sx={{ textAlign: 'center', px: 1 }}>
            <PictureAsPdfOutlined color="error" sx={{ fontSize: 40 }} />
            <Typography variant="caption" component="p" noWrap>
              {page.file.name}
            </Typography>
          </Box>
        )}
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            px: 1,
            borderRadius: 1,
            bgcolor: 'rgba(15,23,42,0.75)',
            color: '#fff',
            fontWeight: 700,
            fontSize: '0.8rem',
          }}
        >
          {n}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={`Move page ${n} earlier`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
          sx={{ width: 48, height: 48 }}
        >
          <ArrowBackIosNewOutlined fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Remove page ${n}`} onClick={onRemove} color="error" sx={{ width: 48, height: 48 }}>
          <DeleteOutlined />
        </IconButton>
        <IconButton
          aria-label={`Move page ${n} later`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          sx={{ width: 48, height: 48 }}
        >
          <ArrowForwardIosOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/** The document's pages in order, two across, each movable and removable. */
export function PageThumbnails({
  pages,
  onMove,
  onRemove,
}: {
  pages: CapturedPage[];
  onMove: (id: string, by: -1 | 1) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Box
      component="ol"
      aria-label="Pages"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}
    >
      {pages.map((p, i) => (
        <Thumbnail
          key={p.id}
          page={p}
          index={i}
          count={pages.length}
          onMove={(by) => onMove(p.id, by)}
          onRemove={() => onRemove(p.id)}
        />
      ))}
    </Box>
  );
}
