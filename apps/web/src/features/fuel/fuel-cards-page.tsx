import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { FUEL_CARD_PROVIDERS, type FuelCard } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { SelectField } from '../../components/form/select-field';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import type { ListParams } from '../../components/list/use-list-params';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFuelCards } from './api/list-fuel-cards';
import { useDeleteFuelCard, useSetFuelCardActive } from './api/save-fuel-card';
import { cardName, type FuelCardAction, fuelCardColumns } from './components/fuel-card-columns';
import { FuelCardDialog } from './components/fuel-card-dialog';
import { FuelCardHistoryDialog } from './components/fuel-card-history-dialog';
import { FuelCardStatsCards } from './components/fuel-card-stats-cards';

export const FUEL_CARD_PAGE_SIZES = [10, 25, 50, 100] as const;

/** URL parameters besides search and paging: `status` active/inactive, `assigned` yes/no, `provider`. */
const STATUS = 'status';
const ASSIGNED = 'assigned';
const PROVIDER = 'provider';
const FILTERS = [STATUS, ASSIGNED, PROVIDER] as const;

type Selection = { open: boolean; card: FuelCard | null };
const CLOSED: Selection = { open: false, card: null };

const yesNo = (value: string | null, yes: string, no: string) =>
  value === yes ? true : value === no ? false : undefined;

export function FuelCardsPage() {
  useDocumentTitle('Fuel Cards');
  const { capabilities } = useSession();
  if (!capabilities.has('fuel_cards')) {
    return (
      <NoAccessPage title="Fuel Cards" icon={MENU_ICONS['fuel-cards']} area="fuel cards" includes="fuel accounting" />
    );
  }
  return <FuelCardList />;
}

function FuelCardList() {
  const outcome = useOutcomeNotices();
  const list = useListParams({ defaultPageSize: 25, pageSizes: FUEL_CARD_PAGE_SIZES });
  const isActive = yesNo(list.get(STATUS), 'active', 'inactive');
  const isAssigned = yesNo(list.get(ASSIGNED), 'yes', 'no');
  const provider = list.get(PROVIDER) ?? '';
  const query = useFuelCards({
    search: list.search,
    isActive,
    provider,
    isAssigned,
    skip: list.skip,
    limit: list.pageSize,
  });
  const setActive = useSetFuelCardActive();
  const remove = useDeleteFuelCard();
  const deleting = useConfirmDelete<FuelCard>({
    noun: 'Fuel Card',
    name: cardName,
    consequence: 'Its transactions stay, without the link to the card.',
    remove,
    deleted: (card) => `${cardName(card)} deleted`,
  });
  const [editing, setEditing] = useState<Selection>(CLOSED);
  const [history, setHistory] = useState<FuelCard | null>(null);
  const addCard = () => setEditing({ open: true, card: null });
  const setFilter = (key: string, value: string | null) => list.patch({ [key]: value }, { resetPage: true });

  const onAction = (action: FuelCardAction, card: FuelCard) => {
    if (action === 'edit') setEditing({ open: true, card });
    if (action === 'history') setHistory(card);
    if (action === 'delete') deleting.ask(card);
    if (action === 'activate' || action === 'deactivate')
      setActive.mutate(
        { id: card.id, active: action === 'activate' },
        outcome(`${cardName(card)} ${action === 'activate' ? 'activated' : 'deactivated'}`),
      );
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={addCard}>
      Add Fuel Card
    </Button>
  );
  return (
    <ListScaffold
      title="Fuel Cards"
      description="The fuel cards of your fleet, who holds them and which truck they are kept for."
      actions={addButton}
      stats={
        <FuelCardStatsCards
          isActive={isActive}
          isAssigned={isAssigned}
          onActive={(v) => setFilter(STATUS, v === undefined ? null : v ? 'active' : 'inactive')}
          onAssigned={(v) => setFilter(ASSIGNED, v === undefined ? null : v ? 'yes' : 'no')}
        />
      }
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Search fuel cards', placeholder: 'Last digits, short number, provider, driver or truck' }}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}
        >
          <FilterSelect
            label="Status"
            list={list}
            name={STATUS}
            options={[
              ['active', 'Active'],
              ['inactive', 'Inactive'],
            ]}
            all="Any status"
          />
          <FilterSelect
            label="Provider"
            list={list}
            name={PROVIDER}
            options={FUEL_CARD_PROVIDERS.filter((p) => p !== 'Other').map((p) => [p, p] as const)}
            all="Any provider"
          />
          <FilterSelect
            label="Assigned"
            list={list}
            name={ASSIGNED}
            options={[
              ['yes', 'Assigned'],
              ['no', 'Not assigned'],
            ]}
            all="Assigned or not"
          />
        </ListFilters>
      }
      failure={query.isError ? { message: errorText(query.error) } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Fuel cards',
        columns: fuelCardColumns(onAction),
        rows: query.data?.fuel_cards ?? [],
        getRowId: (c) => c.id,
        loading: query.isLoading,
        onRowClick: (card) => setEditing({ open: true, card }),
        minWidth: 880,
        empty: (
          <ListEmpty
            icon={MENU_ICONS['fuel-cards']}
            noun="fuel cards"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={Boolean(list.search) || FILTERS.some((f) => list.get(f))}
            onClear={() => list.clearFilters(FILTERS)}
            firstTime={{
              description: 'Add the cards your drivers fuel with. Imported transactions are matched to them by number.',
              action: addButton,
            }}
          />
        ),
      }}
    >
      <FuelCardDialog
        open={editing.open}
        card={editing.card}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <FuelCardHistoryDialog card={history} onClose={() => setHistory(null)} />
      <ConfirmDeleteDialog {...deleting.dialog} />
    </ListScaffold>
  );
}

interface FilterSelectProps {
  label: string;
  list: ListParams;
  name: string;
  options: readonly (readonly [string, string])[];
  all: string;
}

function FilterSelect({ label, list, name, options, all }: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      value={list.get(name) ?? ''}
      onChange={(v) => list.patch({ [name]: v || null }, { resetPage: true })}
      options={[{ value: '', label: all }, ...options.map(([value, text]) => ({ value, label: text }))]}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 190px' } }}
    />
  );
}
