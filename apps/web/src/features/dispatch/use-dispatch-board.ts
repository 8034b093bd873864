import { type Capability, LOAD_CAPABILITIES } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { useLoadBoard, useLoadStats } from '../loads/api/board-calls';
import { BOARD_PAGE_SIZE, boardQuery, statsQuery, useBoardParams } from './board-params';

/** A dispatcher's default board shows the loads of their own desk; whoever assigns desks sees them all. */
export function ownDeskOf(userId: number | null, capabilities: ReadonlySet<Capability>): number | null {
  const ownDesk = capabilities.has('loads_own_desk') && !capabilities.has('dispatcher_assignments');
  return ownDesk ? userId : null;
}

/** The board's address, the desk it opens on, and the loads and totals they select. */
export function useDispatchBoard(phone: boolean) {
  const { user, capabilities } = useSession();
  const p = useBoardParams(phone ? BOARD_PAGE_SIZE.cards : BOARD_PAGE_SIZE.table);
  const mine = ownDeskOf(user?.id ?? null, capabilities);
  const query = boardQuery(p, mine);
  const board = useLoadBoard(query);
  const stats = useLoadStats(statsQuery(query));
  return {
    p,
    mine,
    board,
    stats,
    canWrite: LOAD_CAPABILITIES.write.some((c) => capabilities.has(c)),
  };
}
