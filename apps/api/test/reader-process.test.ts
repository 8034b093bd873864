import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startReader, stopReader } from '../src/lib/reader-process';

const echo = { url: new URL('./support/echo.reader.ts', import.meta.url), execArgv: ['--import', 'tsx'] };

describe('reader processes', () => {
  it('carry bytes both ways as bytes', async () => {
    const reader = startReader(echo, 64);
    try {
      const answer = once(reader, 'message');
      reader.send({ id: 7, data: new Uint8Array([0, 37, 255]) });
      const [message] = await answer;
      expect(message).toEqual({ id: 7, data: new Uint8Array([0, 37, 255]) });
    } finally {
      await stopReader(reader);
    }
  });

  it('end on their own when the server that started them is gone', async () => {
    const reader = startReader(echo, 64);
    const answer = once(reader, 'message');
    reader.send({ id: 1 });
    await answer;
    // What a reader sees when its server dies: the channel closes.
    const exit = once(reader, 'exit');
    reader.disconnect();
    const [code, signal] = await exit;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
