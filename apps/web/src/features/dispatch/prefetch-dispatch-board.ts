import type { PrefetchPageData } from '../../app/routes/lazy-page';
import { loadBoardOptions, loadStatsOptions } from '../loads/api/board-calls';
import { BOARD_CARDS_MEDIA, BOARD_PAGE_SIZE, boardFiltersOf, boardQuery, statsQuery } from './board-params';
import { ownDeskOf } from './use-dispatch-board';

/** The board's loads and totals, under the keys its first render reads (same address, screen and desk). */
export const prefetchDispatchBoard: PrefetchPageData = ({ queryClient, search, user, capabilities }) => {
  const phone = window.matchMedia(BOARD_CARDS_MEDIA).matches;
  const filters = boardFiltersOf(search, phone ? BOARD_PAGE_SIZE.cards : BOARD_PAGE_SIZE.table);
  const query = boardQuery(filters, ownDeskOf(user.id, capabilities));
  void queryClient.prefetchQuery(loadBoardOptions(query));
  void queryClient.prefetchQuery(loadStatsOptions(statsQuery(query)));
};
