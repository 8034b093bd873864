import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  equipmentStats,
  type Trailer,
  type Truck,
  trailerList,
  trailerSchema,
  truckList,
  truckSchema,
  unitStatusAnswer,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { expiryKeys } from '../../../app/api/query-keys';
import { UNIT_PATH, type UnitKind, type UnitListParams, unitKeys } from './unit-keys';

/** A truck or a trailer as the screens use them (a truck has no trailer type). */
export type Unit = Truck & { trailer_type?: Trailer['trailer_type'] };

export async function listUnits(kind: UnitKind, p: UnitListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    skip: String(p.skip),
    limit: String(p.limit),
    active_only: String(p.activeOnly),
    sort: p.sort,
    order: p.order,
  });
  if (p.search) query.set('search', p.search);
  if (p.status) query.set('status', p.status);
  if (p.ownership) query.set('ownership', p.ownership);
  if (p.divisionId) query.set('division_id', String(p.divisionId));
  if (p.expiry) query.set('expiry', p.expiry);
  if (kind === 'trailer' && p.trailerType) query.set('trailer_type', p.trailerType);
  const answer = await apiClient(`${UNIT_PATH[kind]}/?${query}`, { signal });
  if (kind === 'truck') {
    const page = truckList.parse(answer);
    return { units: page.trucks as Unit[], total: page.total };
  }
  const page = trailerList.parse(answer);
  return { units: page.trailers as Unit[], total: page.total };
}

export function useUnits(kind: UnitKind, params: UnitListParams) {
  return useQuery({
    queryKey: unitKeys(kind).list(params),
    queryFn: ({ signal }) => listUnits(kind, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnitStats(kind: UnitKind) {
  return useQuery({
    queryKey: unitKeys(kind).stats(),
    queryFn: async () => equipmentStats.parse(await apiClient(`${UNIT_PATH[kind]}/stats`)),
  });
}

export async function getUnit(kind: UnitKind, id: number): Promise<Unit> {
  const answer = await apiClient(`${UNIT_PATH[kind]}/${id}`);
  return kind === 'truck' ? truckSchema.parse(answer) : trailerSchema.parse(answer);
}

/** The form's values: a whole unit to create, or the changes and the version read. */
type UnitBody = Record<string, unknown>;

/** Creates a unit, or updates one with the version read (a 409 means someone else saved). */
export function useSaveUnit(kind: UnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number | null; body: UnitBody }) => {
      const answer = input.id
        ? await apiClient(`${UNIT_PATH[kind]}/${input.id}`, { method: 'PUT', json: input.body })
        : await apiClient(`${UNIT_PATH[kind]}/`, { method: 'POST', json: input.body });
      return kind === 'truck' ? truckSchema.parse(answer) : trailerSchema.parse(answer);
    },
    onSuccess: () => {
      // A registration or inspection date may have changed the menu's badges (read live).
      void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
      return queryClient.invalidateQueries({ queryKey: unitKeys(kind).all });
    },
  });
}

export function useSetUnitActive(kind: UnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      unitStatusAnswer.parse(
        await apiClient(`${UNIT_PATH[kind]}/${id}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys(kind).all }),
  });
}

export function useDeleteUnit(kind: UnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`${UNIT_PATH[kind]}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys(kind).all }),
  });
}
