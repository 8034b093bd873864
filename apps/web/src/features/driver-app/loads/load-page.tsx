import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ScreenState } from '../components/screen-state';
import { LoadScreen } from './load-screen';
import { useLoadView } from './use-load-view';

const EYEBROWS = { current: 'On the road', upcoming: 'Upcoming', recent: 'Recent' } as const;

/** /driver/loads/:loadId: any of the driver's loads, worked as Today works the current one. */
export function LoadPage() {
  const loadId = Number(useParams().loadId);
  const { view, loading, failed, retry } = useLoadView(loadId);
  useDocumentTitle(view ? `Load ${view.load_number}` : 'Load');
  return (
    <ScreenState loading={loading} failed={failed || (!loading && !view)} what="this load" onRetry={retry}>
      {() => view && <LoadScreen load={view} eyebrow={EYEBROWS[view.stage]} />}
    </ScreenState>
  );
}
