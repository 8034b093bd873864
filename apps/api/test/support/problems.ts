/** The `detail` of a 422 refusing one field: the list every field problem is answered with. */
export const fieldProblem = (
  field: string,
  msg: string,
  { where = 'body', type = 'value_error' }: { where?: string; type?: string } = {},
) => [{ loc: [where, field], msg, type }];
