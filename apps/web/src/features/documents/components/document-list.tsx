import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { DocumentRecord } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { useDeleteDocument } from '../api/delete-document';
import { getDocumentLink } from '../api/get-document-link';
import { useDocuments } from '../api/list-documents';
import { useSetDocumentActive } from '../api/set-document-active';
import type { DocumentContext } from './document-context';
import { DocumentRow } from './document-row';
import type { DocumentAction } from './document-row-menu';
import { DocumentUploadWidget } from './document-upload-widget';

// The viewer and the edit form load when first opened, not with every list of documents. The
// uploader stays: an empty list shows it at once.
const DocumentViewer = lazyDialog(
  () => import('./document-viewer').then((m) => m.DocumentViewer),
  (p) => p.index !== null,
);
const DocumentEditDialog = lazyDialog(
  () => import('./document-edit-dialog').then((m) => m.DocumentEditDialog),
  (p) => p.document !== null,
);

interface DocumentListProps {
  context: DocumentContext;
  /** Whether the caller may upload, edit, deprecate, restore and delete. */
  canEdit: boolean;
  /** Whether files may be added here; false where the documents are made elsewhere (invoices). */
  canUpload?: boolean;
  /** What the list holds, for its empty state, e.g. "company documents". */
  noun?: string;
  /** The sentence when the list cannot be read, when a screen's spec names one. */
  loadFailedText?: string;
}

/** Starts a download from a signed link; the server's Content-Disposition names the file. */
function saveFrom(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The reusable document list of spec 2 and spec 3: view, download, edit, deprecate, restore,
 * delete, upload more and the "Show deprecated documents" toggle. With nothing to show it offers
 * the uploader alone.
 */
export function DocumentList({
  context,
  canEdit,
  canUpload = canEdit,
  noun = 'documents',
  loadFailedText,
}: DocumentListProps) {
  const notify = useNotify();
  const [showDeprecated, setShowDeprecated] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<DocumentRecord | null>(null);
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const query = useDocuments(context.owner, showDeprecated);
  const setActive = useSetDocumentActive();
  const remove = useDeleteDocument();
  const documents = query.data?.documents ?? [];
  const empty = query.isSuccess && documents.length === 0;
  // No uploader where the user may write none of the types the screen takes.
  const uploads = canUpload && context.types.length > 0;

  const download = async (doc: DocumentRecord) => {
    try {
      saveFrom(await getDocumentLink(doc.id, true));
      notify('Download started', 'success');
    } catch (error) {
      notify(`Failed to download document: ${errorText(error)}`, 'error');
    }
  };

  const changeActive = async (doc: DocumentRecord, active: boolean) => {
    const verb = active ? 'restore' : 'deprecate';
    try {
      await setActive.mutateAsync({ id: doc.id, active });
      notify(`Document ${verb}d successfully`, 'success');
    } catch (error) {
      notify(`Failed to ${verb} document: ${errorText(error)}`, 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify('Document deleted successfully', 'success');
      setDeleting(null);
    } catch (error) {
      notify(`Failed to delete document: ${errorText(error)}`, 'error');
    }
  };

  const act = (doc: DocumentRecord, index: number) => (action: DocumentAction) => {
    if (action === 'view') setViewing(index);
    else if (action === 'download') void download(doc);
    else if (action === 'edit') setEditing(doc);
    else if (action === 'deprecate') void changeActive(doc, false);
    else if (action === 'restore') void changeActive(doc, true);
    else setDeleting(doc);
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1.5,
        }}
      >
        <FormControlLabel
          control={<Switch checked={showDeprecated} onChange={(_, on) => setShowDeprecated(on)} />}
          label="Show deprecated documents"
        />
        {uploads && !empty && (
          <Button
            variant={uploading ? 'text' : 'outlined'}
            startIcon={<CloudUploadOutlined />}
            onClick={() => setUploading((u) => !u)}
            aria-expanded={uploading}
          >
            {uploading ? 'Hide uploader' : 'Upload documents'}
          </Button>
        )}
      </Box>

      {uploads && (
        // An empty list shows its uploader at once: it is the first thing there, not a reveal.
        <Collapse in={uploading || empty} timeout={empty && !uploading ? 0 : 'auto'} unmountOnExit>
          <Box sx={{ mb: 2, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            {empty && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                No {noun} yet. Upload the first one here.
              </Typography>
            )}
            <DocumentUploadWidget context={context} onUploaded={() => setUploading(false)} />
          </Box>
        </Collapse>
      )}

      {query.isError && (
        <RetryAlert onRetry={() => void query.refetch()}>
          {loadFailedText ?? `Failed to load documents. ${errorText(query.error)}`}
        </RetryAlert>
      )}

      {query.isPending && (
        <Box aria-busy="true" aria-label="Loading documents" sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 1.5 }}>
              <Skeleton variant="rounded" width={48} height={48} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="60%" />
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {empty && !canEdit && (
        <Box
          sx={{
            py: 5,
            display: 'grid',
            justifyItems: 'center',
            gap: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <FolderOpenOutlined color="disabled" sx={{ fontSize: 40 }} />
          <Typography variant="body2" color="text.secondary">
            No {noun} yet
          </Typography>
        </Box>
      )}

      {documents.length > 0 && (
        <Box
          component="ul"
          aria-label={noun}
          sx={{ m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
        >
          {documents.map((doc, index) => (
            <DocumentRow
              key={doc.id}
              document={doc}
              canEdit={canEdit && context.mayChange(doc.document_type)}
              onAction={act(doc, index)}
            />
          ))}
        </Box>
      )}
      {query.data && query.data.total > documents.length && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Showing the newest {documents.length} of {query.data.total} {noun}.
        </Typography>
      )}

      <DocumentViewer
        documents={documents}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        onDownload={(doc) => void download(doc)}
      />
      <DocumentEditDialog document={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete document"
        message={`Are you sure you want to delete "${deleting?.original_filename ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
