import { type ConfirmDeleteOptions, useConfirmDelete } from '../../../components/use-confirm-delete';

/** Deleting one of the company's settings (a load status, an appointment type): named by its name, and for good. */
export function useConfirmSettingDelete<T extends { id: number; name: string }>(
  noun: string,
  remove: ConfirmDeleteOptions<T>['remove'],
  deleted: string,
) {
  return useConfirmDelete<T>({
    noun,
    name: (s) => s.name,
    consequence: 'This action cannot be undone.',
    remove,
    deleted,
  });
}
