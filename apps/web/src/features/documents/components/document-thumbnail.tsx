import Box from '@mui/material/Box';
import { type DocumentRecord, isWebImage } from '@tms/domain';
import { useState } from 'react';
import { useThumbnailLink } from '../api/get-document-link';
import { FileKindIcon } from './file-kind-icon';

const SIZE = 48;

/** A small picture of an image document (link valid 3600 s), or the tile of its file kind. */
export function DocumentThumbnail({ document }: { document: DocumentRecord }) {
  const image = isWebImage(document.content_type);
  const link = useThumbnailLink(document.id, image);
  const [broken, setBroken] = useState(false);
  if (!image || broken || !link.data)
    return <FileKindIcon contentType={document.content_type} name={document.original_filename} size={SIZE} />;
  return (
    <Box
      component="img"
      src={link.data}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        borderRadius: 1.5,
        objectFit: 'cover',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#ffffff',
      }}
    />
  );
}
