import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useDivisionOptions } from '../api/division-options';

/** The division a driver or a unit belongs to (`division_id`), picked among the active ones or none. */
export function DivisionField<T extends FieldValues, O>({ control }: { control: Control<T, unknown, O> }) {
  const divisions = useDivisionOptions();
  return (
    <FormSelectField
      control={control}
      name={'division_id' as Path<T>}
      label="Division"
      parse={Number}
      options={[{ value: '', label: 'No division' }, ...divisions]}
    />
  );
}
