/** Query keys of the mileage area's estimate, read by the load wizard. */
export const mileageKeys = {
  all: ['mileage'] as const,
  between: (zips: readonly string[]) => ['mileage', 'between', zips.join(',')] as const,
};
