import { ListFilters } from '../../../components/list/list-filters';
import { useDispatchers } from '../../loads/api/reference-data';
import { HOS_PARAMS, type HosParams } from '../hos-params';
import { BelowHoursField } from './below-hours-field';

/** Search by name, the dispatcher whose desk to show, the drive-hours threshold and Refresh. */
export function HosFilterBar({
  p,
  refresh,
}: {
  p: HosParams;
  refresh: { onRefresh: () => void; refreshing: boolean };
}) {
  const dispatchers = useDispatchers();
  return (
    <ListFilters
      list={p.list}
      search={{ label: 'Search drivers', placeholder: 'Driver name', debounceMs: 300 }}
      selects={[
        {
          param: HOS_PARAMS.dispatcher,
          label: 'Dispatcher',
          all: 'All dispatchers',
          options: (dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.full_name })),
        },
      ]}
      selectMinWidth={200}
      refresh={refresh}
    >
      <BelowHoursField
        value={p.filters.belowHours}
        onChange={(hours) =>
          p.list.patch({ [HOS_PARAMS.below]: hours === null ? null : String(hours) }, { replace: true })
        }
      />
    </ListFilters>
  );
}
