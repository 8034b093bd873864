// A stand-in parser that grows a Map without end, to prove the pool survives a reader running out
// of memory. This shape aborted the whole process when readers were worker threads (decision 0236).
process.on('message', () => {
  const hoard = new Map();
  for (let i = 0; ; i++) hoard.set(i, { i });
});
process.on('disconnect', () => process.exit(0));
