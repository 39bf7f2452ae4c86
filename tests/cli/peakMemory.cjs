// Preloaded (`node --require`) by a test into a tool it runs: when the process exits, writes its
// peak resident memory (VmHWM of /proc/self/status, kB; worker threads included, they share the
// process) to the file named by PEAK_MEMORY_FILE. Linux only, as the test machines are.
const { readFileSync, writeFileSync } = require('node:fs');

process.on('exit', () => {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  if (match && process.env.PEAK_MEMORY_FILE) writeFileSync(process.env.PEAK_MEMORY_FILE, match[1]);
});
