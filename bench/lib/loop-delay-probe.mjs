// Loaded into the product with `node --import` by bench:images: the event loop's delay as the
// process itself sees it (perf_hooks' histogram). SIGUSR1 starts a new window; SIGUSR2 writes
// the window's figures to $LOOP_DELAY_FILE.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR1', () => histogram.reset());
process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  fs.writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), meanMs: ms(histogram.mean) }));
});
