import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { extensionOf, type FileKind, IMAGE_KINDS, kindOfContentType, kindOfExtension } from '@tms/domain';

const TONES = { pdf: '#d93025', image: '#1a73e8', word: '#2b579a', sheet: '#1e7145', other: '#5f6368' } as const;

function look(kind: FileKind | undefined) {
  if (kind === 'pdf') return { Icon: PictureAsPdfOutlined, tone: TONES.pdf };
  if (kind && (IMAGE_KINDS as readonly FileKind[]).includes(kind)) return { Icon: ImageOutlined, tone: TONES.image };
  if (kind === 'doc' || kind === 'docx') return { Icon: DescriptionOutlined, tone: TONES.word };
  if (kind === 'xls' || kind === 'xlsx') return { Icon: TableChartOutlined, tone: TONES.sheet };
  return { Icon: InsertDriveFileOutlined, tone: TONES.other };
}

/** A tile telling the kind of a file at a glance, from its content type or else its name. */
export function FileKindIcon({ contentType, name, size = 40 }: { contentType?: string; name: string; size?: number }) {
  const kind = (contentType && kindOfContentType(contentType)) || kindOfExtension(extensionOf(name));
  const { Icon, tone } = look(kind);
  return (
    <Box
      aria-hidden
      sx={(t) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        color: t.palette.mode === 'dark' ? alpha('#ffffff', 0.9) : tone,
        bgcolor: alpha(tone, t.palette.mode === 'dark' ? 0.35 : 0.1),
      })}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
