import { LOAD_CAPABILITIES } from '@tms/domain';
import type { PrefetchPageData } from '../../../app/routes/lazy-page';
import { loadIdOf, loadRecordOptions } from './use-load-record';

/** The load the page opens on, asked for as the user signs in (the page reads the same key). */
export const prefetchLoadPage: PrefetchPageData = ({ queryClient, params, capabilities }) => {
  const id = loadIdOf(params.id);
  if (id !== null && LOAD_CAPABILITIES.read.some((c) => capabilities.has(c)))
    void queryClient.prefetchQuery(loadRecordOptions(id));
};
