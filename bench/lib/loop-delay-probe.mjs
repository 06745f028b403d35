// Loaded into the product with `node --import` by bench:images: the event loop's delay as the
// process itself sees it (perf_hooks' histogram), and the CPU time its main thread and the whole
// process used meanwhile (figures that do not depend on how busy the machine is). SIGUSR1 starts a
// new window; SIGUSR2 writes the window's figures to $LOOP_DELAY_FILE.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let mainThreadAtStart = process.threadCpuUsage();
let processAtStart = process.cpuUsage();
process.on('SIGUSR1', () => {
  histogram.reset();
  mainThreadAtStart = process.threadCpuUsage();
  processAtStart = process.cpuUsage();
});
process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  const cpuMs = ({ user, system }) => Math.round((user + system) / 1000);
  fs.writeFileSync(
    process.env.LOOP_DELAY_FILE,
    JSON.stringify({
      maxMs: ms(histogram.max),
      p99Ms: ms(histogram.percentile(99)),
      meanMs: ms(histogram.mean),
      mainThreadCpuMs: cpuMs(process.threadCpuUsage(mainThreadAtStart)),
      processCpuMs: cpuMs(process.cpuUsage(processAtStart)),
    }),
  );
});
