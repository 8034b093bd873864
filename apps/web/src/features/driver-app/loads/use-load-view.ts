import { useDriverLoad, useDriverLoads } from '../api/driver-loads';
import { useDriverQueue } from '../queue/driver-queue';
import { type LoadView, loadWithPending } from '../queue/pending-view';

export interface LoadViewState {
  view: LoadView | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** One load as the driver sees it (from the list, else read alone), with what waits on the phone. */
export function useLoadView(loadId: number): LoadViewState {
  const list = useDriverLoads();
  const listed = list.data?.loads.find((l) => l.id === loadId);
  const single = useDriverLoad(loadId, !listed && !list.isPending);
  const { actions } = useDriverQueue();
  const load = listed ?? single.data;
  return {
    view: load && loadWithPending(load, actions),
    loading: !load && (list.isPending || single.isFetching),
    failed: !load && (list.isError || single.isError),
    retry: () => void (listed ? list.refetch() : single.refetch()),
  };
}
