import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadInboxItem } from '@tms/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../app/notifications/use-notify';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { NoAccessPage } from '../../../components/no-access-page';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDiscardInboxItem, useInboundEmailAddress, useLoadInbox } from '../api/inbox-calls';
import { InboundAddress } from './inbound-address';
import { inboxItemName } from './inbox-actions';
import { inboxColumns } from './inbox-columns';
import { InboxItemCard } from './inbox-item-card';

const TITLE = 'Load Inbox';
const ICON = MENU_ICONS['load-inbox'];

/** /app/loads/inbox: rate confirmations received by e-mail, read and waiting for a dispatcher. */
export function LoadInboxPage() {
  useDocumentTitle(TITLE);
  const { capabilities } = useSession();
  const features = useCompanyFeatures();
  if (!capabilities.has('load_management'))
    return <NoAccessPage title={TITLE} icon={ICON} area="booking loads" includes="booking loads" />;
  if (features && !features.includes('ai_load_extraction'))
    return (
      <>
        <PageHeader title={TITLE} />
        <EmptyState
          icon={ICON}
          title="Not included in your plan"
          description="Reading rate confirmations is not included in your company's plan. Contact support to enable it."
        />
      </>
    );
  return <LoadInbox />;
}

/** How to fill the inbox: the address and what to send to it. */
function HowToMail() {
  const address = useInboundEmailAddress();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <InboundAddress address={address.data} />
      {address.isError && (
        <Typography variant="body2" color="error">
          The address could not be loaded. It is also shown in Settings, Company Info.
        </Typography>
      )}
    </Box>
  );
}

function LoadInbox() {
  const navigate = useNavigate();
  const notify = useNotify();
  const inbox = useLoadInbox();
  const discard = useDiscardInboxItem();
  // The item stays while the dialog fades out, so its words do not change as it closes.
  const [discarding, setDiscarding] = useState<LoadInboxItem | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (item: LoadInboxItem) => {
    setDiscarding(item);
    setAsking(true);
  };
  const items = inbox.data?.items ?? [];
  const open = (item: LoadInboxItem) => navigate(`/app/loads/ai-create?inbox=${encodeURIComponent(item.id)}`);

  const confirmDiscard = () => {
    if (!discarding) return;
    discard.mutate(discarding.id, {
      onSuccess: () => notify(`${inboxItemName(discarding)} discarded`, 'success'),
      onError: () => notify('Could not discard the item. Try again.', 'error'),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <ListScaffold
      title={TITLE}
      description="Rate confirmations mailed to your company's address, read and waiting for review. Open one in the wizard to check it beside the document and book the load."
      failure={
        inbox.isError && inbox.data
          ? {
              message: 'The inbox could not be read again; the items shown may be out of date.',
              onRetry: () => void inbox.refetch(),
            }
          : null
      }
      table={{
        ariaLabel: 'Rate confirmations received',
        columns: inboxColumns({ onOpen: open, onDiscard: ask }),
        card: (item) => <InboxItemCard item={item} onOpen={open} onDiscard={ask} />,
        rows: items,
        getRowId: (item) => item.id,
        loading: inbox.isPending,
        minWidth: 900,
        empty: (
          <ListEmpty
            icon={ICON}
            noun="inbox items"
            failed={inbox.isError}
            onRetry={() => void inbox.refetch()}
            filtered={false}
            firstTime={{
              title: 'No rate confirmations waiting',
              description:
                "Forward broker rate confirmations to your company's address, or set a mail rule that sends them there. Each PDF or image attached, or a load written in the e-mail itself, becomes an item here, already read, for you to check and book.",
              action: <HowToMail />,
            }}
          />
        ),
      }}
    >
      <ConfirmDialog
        open={asking}
        title="Discard this rate confirmation?"
        message={
          discarding
            ? `${inboxItemName(discarding)} from ${discarding.sender} leaves the inbox without becoming a load.`
            : ''
        }
        confirmLabel="Discard"
        busyLabel="Discarding..."
        destructive
        busy={discard.isPending}
        onConfirm={confirmDiscard}
        onClose={() => setAsking(false)}
      />
    </ListScaffold>
  );
}
