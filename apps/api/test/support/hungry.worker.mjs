// A stand-in parser that allocates without end, to prove the pool survives a worker running out of memory.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  const hoard = [];
  for (;;) hoard.push(new Array(100_000).fill(hoard.length));
});
