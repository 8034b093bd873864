/**
 * A paged answer: one page of rows under the spec's key, and how many there are in all. The two
 * reads run one after the other in the caller's transaction, so they see the same data.
 */
export async function paged<const K extends string, R, T>(
  key: K,
  read: { rows: () => Promise<R[]>; total: () => Promise<number> },
  toItem: (row: R) => T,
): Promise<{ [P in K]: T[] } & { total: number }> {
  const rows = await read.rows();
  const total = await read.total();
  return { [key]: rows.map(toItem), total } as { [P in K]: T[] } & { total: number };
}
