import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignableUserList, userDriverAssignmentList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from '../../drivers/api/driver-keys';
import { type AssignmentKind, assignmentKeys } from './assignment-keys';

export type { AssignmentKind };

const BASE: Record<AssignmentKind, string> = {
  dispatcher: '/api/dispatcher-assignments',
  track_and_trace: '/api/track-and-trace-assignments',
};

/** The users of the role with the ids of the drivers each one has. */
export function useAssignableUsers(kind: AssignmentKind) {
  return useQuery({
    queryKey: assignmentKeys(kind).users(),
    queryFn: async () => assignableUserList.parse(await apiClient(`${BASE[kind]}/users`)).users,
  });
}

/** Saves all of one user's drivers at once. */
export function useSetUserDrivers(kind: AssignmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, driverIds }: { userId: number; driverIds: number[] }) =>
      userDriverAssignmentList.parse(
        await apiClient(`${BASE[kind]}/user/${userId}`, { method: 'PUT', json: { driver_ids: driverIds } }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentKeys(kind).all }),
        // The driver list shows each driver's dispatchers.
        queryClient.invalidateQueries({ queryKey: driverKeys.all }),
      ]),
  });
}
