import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../../app/notifications/use-notify';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useSession } from '../../../app/session/use-session';
import { EmptyState } from '../../../components/empty-state';
import { NoAccessPage } from '../../../components/no-access-page';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ExtractionCard } from './extraction-card';
import { ExtractionReview } from './extraction-review';
import { InboxReview } from './inbox-review';
import { RateConfirmationDropZone } from './rate-confirmation-drop-zone';
import { useExtractionFiles } from './use-extraction-files';

/** /app/loads/ai-create: rate confirmations in, reviewed loads out. */
export function AiCreatePage() {
  useDocumentTitle('Create Load with AI');
  const { capabilities } = useSession();
  const features = useCompanyFeatures();
  if (!capabilities.has('load_management'))
    return (
      <NoAccessPage
        title="Create Load with AI"
        icon={AutoAwesomeOutlined}
        area="booking loads"
        includes="booking loads"
      />
    );
  if (features && !features.includes('ai_load_extraction'))
    return (
      <>
        <PageHeader title="Create Load with AI" />
        <EmptyState
          icon={AutoAwesomeOutlined}
          title="Not included in your plan"
          description="AI load extraction is not included in your company's plan. Contact support to enable it."
        />
      </>
    );
  return <AiCreate />;
}

/** Whether the rate confirmation was attached to the load the wizard created. */
function useAttachedNotice() {
  const notify = useNotify();
  return (ok: boolean) =>
    notify(
      ok ? 'Rate confirmation attached to the load' : 'The load was saved, but the file could not be attached',
      ok ? 'success' : 'warning',
    );
}

function AiCreate() {
  const [params] = useSearchParams();
  const inboxId = params.get('inbox');
  const onAttached = useAttachedNotice();
  if (inboxId)
    return (
      <>
        <PageHeader
          title="Create Load with AI"
          description="A rate confirmation from the Load Inbox: check the fields read from it beside the document, then finish the load in the wizard."
        />
        <InboxReview id={inboxId} onAttached={onAttached} />
      </>
    );
  return <AiUpload onAttached={onAttached} />;
}

function AiUpload({ onAttached }: { onAttached: (ok: boolean) => void }) {
  const { files, open, setOpen, add, current } = useExtractionFiles();

  return (
    <>
      <PageHeader
        title="Create Load with AI"
        description="Drop broker rate confirmations: each is read on our server, you check the fields, then finish the load in the wizard."
      />
      <RateConfirmationDropZone onFiles={add} />

      {files.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {files.map((c) => (
            <ExtractionCard key={c.key} card={c} selected={c.key === open} onReview={() => setOpen(c.key)} />
          ))}
        </Box>
      )}

      {current?.result && (
        <ExtractionReview key={current.key} card={current} result={current.result} onAttached={onAttached} />
      )}
    </>
  );
}
