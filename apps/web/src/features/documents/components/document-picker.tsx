import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type DocumentRecord, formatDate, formatFileSize } from '@tms/domain';
import { useState } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { documentTypeLabel } from './document-types';
import { FileKindIcon } from './file-kind-icon';

export interface PickedDocument {
  document: DocumentRecord;
  selected: boolean;
}

interface DocumentPickerProps {
  /** The documents in their current order, each selected or not. */
  items: readonly PickedDocument[];
  onChange: (items: PickedDocument[]) => void;
  /** Whether the order can be changed (drag, or the move buttons from the keyboard). */
  reorderable?: boolean;
  /** The list's accessible name. */
  label: string;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Documents to choose, in order: a checkbox each and, when reorderable, a drag handle and
 * Move up / Move down buttons (the keyboard's way to reorder). Used by the factoring packet and
 * the invoice's attachments.
 */
export function DocumentPicker({ items, onChange, reorderable = false, label }: DocumentPickerProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const selectedCount = items.filter((i) => i.selected).length;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moved(items, from, to));
    const name = items[from]?.document.original_filename ?? '';
    setAnnouncement(`${name} moved to position ${to + 1} of ${items.length}`);
  };

  const toggle = (index: number, on: boolean) =>
    onChange(items.map((item, i) => (i === index ? { ...item, selected: on } : item)));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, pl: 0.5 }}>
        <Checkbox
          size="small"
          checked={selectedCount === items.length && items.length > 0}
          indeterminate={selectedCount > 0 && selectedCount < items.length}
          onChange={(_, on) => onChange(items.map((item) => ({ ...item, selected: on })))}
          slotProps={{ input: { 'aria-label': 'Select all documents' } }}
        />
        <Typography variant="body2" color="text.secondary">
          {selectedCount} of {items.length} selected
          {reorderable && ' · drag or use the arrows to change the order'}
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label={label}
        sx={{ m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
      >
        {items.map((item, index) => {
          const doc = item.document;
          const checkboxId = `pick-${doc.id}`;
          return (
            <Box
              component="li"
              key={doc.id}
              draggable={reorderable}
              onDragStart={(e) => {
                setDragging(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(doc.id));
              }}
              onDragOver={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                setOver(index);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              data-testid="picked-document"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.75,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
                bgcolor: over === index && dragging !== index ? 'action.hover' : 'background.paper',
                opacity: dragging === index ? 0.5 : 1,
                cursor: reorderable ? 'grab' : 'default',
              }}
            >
              {reorderable && (
                <DragIndicatorOutlined
                  fontSize="small"
                  color="action"
                  aria-hidden
                  sx={{ display: { xs: 'none', sm: 'block' } }}
                />
              )}
              {reorderable && (
                <Typography
                  variant="caption"
                  sx={{ width: 20, textAlign: 'center', fontWeight: 600, color: 'text.secondary', flexShrink: 0 }}
                  aria-hidden
                >
                  {index + 1}
                </Typography>
              )}
              <Checkbox id={checkboxId} size="small" checked={item.selected} onChange={(_, on) => toggle(index, on)} />
              <FileKindIcon contentType={doc.content_type} name={doc.original_filename} size={32} />
              <Box component="label" htmlFor={checkboxId} sx={{ flex: 1, minWidth: 0, cursor: 'pointer' }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                  {doc.original_filename}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {documentTypeLabel(doc.document_type)} · {formatFileSize(doc.file_size)} ·{' '}
                  {formatDate(doc.created_at)}
                </Typography>
              </Box>
              {reorderable && (
                <Box sx={{ display: 'flex' }}>
                  <IconButton
                    size="small"
                    aria-label={`Move ${doc.original_filename} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${doc.original_filename} down`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </Box>
    </Box>
  );
}
