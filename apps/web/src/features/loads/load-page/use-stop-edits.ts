import type { Load } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useSaveStops } from '../api/load-page-calls';
import {
  canMoveDown,
  canMoveUp,
  fromLoadEvent,
  moveEvent,
  toEventInput,
  type WizardEvent,
} from '../wizard/event-rules';
import { inOrder } from './stop-facts';

/**
 * Moving and editing a load's stops in place: the stops as the wizard holds them, changed by the
 * wizard's rules (blocked moves, renumbering) and saved as a whole list, as the wizard saves them.
 */
export function useStopEdits(load: Load) {
  const notify = useNotify();
  const save = useSaveStops();
  const stops: WizardEvent[] = inOrder(load.events).map((e) => fromLoadEvent(e));
  const saveAll = (next: WizardEvent[], done: string) =>
    save.mutateAsync(
      { loadId: load.id, body: { events: next.map((e) => toEventInput(e)) } },
      { onSuccess: () => notify(done, 'success'), onError: (e) => notify(errorText(e), 'error') },
    );
  return {
    stops,
    busy: save.isPending,
    canUp: (i: number) => canMoveUp(stops, i),
    canDown: (i: number) => canMoveDown(stops, i),
    move: (i: number, direction: 'up' | 'down') =>
      void saveAll(moveEvent(stops, i, direction), 'Stops reordered').catch(() => undefined),
    /** Saves an edited stop; a refusal stays in the dialog (it rethrows). */
    saveStop: (edited: WizardEvent) =>
      saveAll(
        stops.map((s) => (s.key === edited.key || s.id === edited.id ? edited : s)),
        'Stop saved',
      ),
  };
}
