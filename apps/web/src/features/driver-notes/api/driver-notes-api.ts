import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DriverNoteCreate, type DriverNoteUpdate, driverNoteList, driverNoteSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverNoteKeys } from './driver-note-keys';

/** The driver's notes, recent critical ones first, with the badge's count. */
export function useDriverNotes(driverId: number, criticalOnly: boolean) {
  return useQuery({
    queryKey: driverNoteKeys.list(driverId, criticalOnly),
    queryFn: async () =>
      driverNoteList.parse(
        await apiClient(`/api/driver-notes/driver/${driverId}?skip=0&limit=200&critical_only=${criticalOnly}`),
      ),
    placeholderData: keepPreviousData,
  });
}

function useNoteMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverNoteKeys.all }),
  });
}

export const useCreateNote = () =>
  useNoteMutation(async (body: DriverNoteCreate) =>
    driverNoteSchema.parse(await apiClient('/api/driver-notes/', { method: 'POST', json: body })),
  );

export const useUpdateNote = () =>
  useNoteMutation(async ({ id, ...body }: DriverNoteUpdate & { id: number }) =>
    driverNoteSchema.parse(await apiClient(`/api/driver-notes/${id}`, { method: 'PUT', json: body })),
  );

export const useDeleteNote = () =>
  useNoteMutation((id: number) => apiClient(`/api/driver-notes/${id}`, { method: 'DELETE' }));
