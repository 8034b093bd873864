import Button from '@mui/material/Button';
import type { DocumentType } from '@tms/domain';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { DocumentList, documentContext } from '../../documents';
import { LoadSection } from './load-section';

const LoadDocumentsDialog = lazyDialog(
  () => import('../documents/load-documents-dialog').then((m) => m.LoadDocumentsDialog),
  (p) => p.load !== null,
);

/** Where the header's "Documents" leads. */
export const DOCUMENTS_SECTION_ID = 'load-documents';

/** The types a load's documents take, the first offered by default (as the Documents dialog's tabs). */
const LOAD_DOCUMENT_TYPES: readonly DocumentType[] = ['pod', 'bol', 'rate_confirmation', 'other'];

/**
 * The load's documents in the shared list (view, download, upload, edit); the Documents dialog
 * stays one click away for its Factoring merge and the Invoice.
 */
export function LoadDocumentsSection({
  load,
  canEdit,
}: {
  load: { id: number; load_number: string };
  canEdit: boolean;
}) {
  const [open, setOpen] = useState(false);
  const owner = { category: 'load' as const, load_id: load.id };
  return (
    <LoadSection
      id={DOCUMENTS_SECTION_ID}
      title="Documents"
      actions={
        <Button size="small" onClick={() => setOpen(true)}>
          Factoring & Invoice
        </Button>
      }
    >
      <DocumentList
        context={documentContext(owner, { types: LOAD_DOCUMENT_TYPES, defaultType: 'pod' })}
        canEdit={canEdit}
        noun="load documents"
      />
      <LoadDocumentsDialog load={open ? load : null} onClose={() => setOpen(false)} canEdit={canEdit} />
    </LoadSection>
  );
}
