import { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job';

class CountingJob extends PeriodicJob {
  runs = 0;
  constructor(
    private readonly seconds: number,
    private readonly work: (run: number) => Promise<number>,
  ) {
    super('CountingJob');
  }
  protected intervalSeconds(): number {
    return this.seconds;
  }
  async runOnce(): Promise<number> {
    this.runs += 1;
    return this.work(this.runs);
  }
  protected override describe(count: number): string {
    return `${count} handled`;
  }
}

describe('PeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs once at start, then every interval after the previous run ended', async () => {
    const job = new CountingJob(60, async () => 0);
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(1);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(job.runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(job.runs).toBe(2);
    job.start(); // a second start does not add a second timer
    await jest.advanceTimersByTimeAsync(60_000);
    expect(job.runs).toBe(3);
    await job.onModuleDestroy();
  });

  it('never runs on a process whose interval is 0', async () => {
    const job = new CountingJob(0, async () => 0);
    job.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(job.runs).toBe(0);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const job = new CountingJob(5, async (run) => {
      if (run === 1) throw new Error('database restarting');
      return 2;
    });
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('CountingJob failed, retried next time: database restarting');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(job.runs).toBe(2);
    expect(log).toHaveBeenCalledWith('2 handled');
    await job.onModuleDestroy();
  });

  it('stops scheduling on shutdown, after the run in flight has finished', async () => {
    let finish: (n: number) => void = () => undefined;
    const job = new CountingJob(1, () => new Promise<number>((resolve) => (finish = resolve)));
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.onModuleDestroy().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(job.runs).toBe(1);
  });
});
