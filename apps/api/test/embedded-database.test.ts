import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';

describe('embedded database', () => {
  it('answers the rows of every statement sent at once, as the job queue expects', async () => {
    const database = await openPglite();
    try {
      const { rows } = await database.executeSql('select 1 as first; select 2 as second');
      expect(rows).toEqual([{ first: 1 }, { second: 2 }]);
    } finally {
      await database.close();
    }
  });
});
