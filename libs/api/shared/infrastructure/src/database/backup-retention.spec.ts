import { retentionPlan, scheduledBackupName, takenAtOfBackupName, DatedBackup } from './backup-retention';

const HOUR = 3_600_000;

/** Backups taken every `every` ms from `from` until `to` (inclusive), as a scheduler would. */
function takenEvery(every: number, from: Date, to: Date): DatedBackup[] {
  const out: DatedBackup[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += every) out.push({ name: scheduledBackupName(new Date(t)), takenAt: new Date(t) });
  return out;
}

/** Runs the ladder as an hourly timer would: take a backup, prune, advance the fake clock. */
function simulate(hours: number, start: Date): DatedBackup[] {
  let files: DatedBackup[] = [];
  for (let h = 0; h < hours; h += 1) {
    const now = new Date(start.getTime() + h * HOUR);
    files.push({ name: scheduledBackupName(now), takenAt: now });
    files = retentionPlan(files, now).keep;
  }
  return files;
}

describe('backup retention ladder', () => {
  const now = new Date('2026-11-27T15:30:00Z');

  it('keeps the newest backup of each hour for the last day', () => {
    const backups = takenEvery(15 * 60_000, new Date(now.getTime() - 23 * HOUR), now);
    const { keep, prune } = retentionPlan(backups, now);
    const hours = new Set(keep.map((b) => b.takenAt.toISOString().slice(0, 13)));
    expect(hours.size).toBe(24);
    expect(keep).toHaveLength(24);
    expect(prune.length).toBe(backups.length - 24);
    for (const kept of keep) {
      const sameHour = backups.filter((b) => b.takenAt.toISOString().slice(0, 13) === kept.takenAt.toISOString().slice(0, 13));
      expect(kept.takenAt.getTime()).toBe(Math.max(...sameHour.map((b) => b.takenAt.getTime())));
    }
  });

  it('after a year of hourly backups keeps 24 hourly, a week of dailies and a year of weeklies', () => {
    const files = simulate(24 * 400, new Date('2025-10-20T00:00:00Z'));
    const last = files[0].takenAt;
    const ages = files.map((f) => (last.getTime() - f.takenAt.getTime()) / HOUR);
    expect(ages.filter((a) => a < 24)).toHaveLength(24);
    // One per day for days 2..7, then one per week up to a year.
    expect(ages.filter((a) => a >= 24 && a < 24 * 7).length).toBeGreaterThanOrEqual(5);
    expect(ages.filter((a) => a >= 24 && a < 24 * 7).length).toBeLessThanOrEqual(7);
    expect(ages.filter((a) => a >= 24 * 7).length).toBeGreaterThanOrEqual(50);
    expect(Math.max(...ages)).toBeLessThan(24 * 366);
    expect(files.length).toBeLessThan(24 + 7 + 53 + 1);
    // Weekly backups are a week apart.
    const weekly = files.filter((_, i) => ages[i] >= 24 * 8);
    for (let i = 1; i < weekly.length; i += 1) {
      expect((weekly[i - 1].takenAt.getTime() - weekly[i].takenAt.getTime()) / HOUR).toBe(24 * 7);
    }
  });

  it('prunes nothing younger than a year that is the only backup of its week, and everything older than a year but the newest', () => {
    const old = { name: 'a', takenAt: new Date(now.getTime() - 400 * 24 * HOUR) };
    const older = { name: 'b', takenAt: new Date(now.getTime() - 500 * 24 * HOUR) };
    const monthAgo = { name: 'c', takenAt: new Date(now.getTime() - 30 * 24 * HOUR) };
    expect(retentionPlan([old, older, monthAgo], now)).toEqual({ keep: [monthAgo], prune: [old, older] });
    // A machine that stopped taking backups a long time ago keeps at least its newest one.
    expect(retentionPlan([old, older], now)).toEqual({ keep: [old], prune: [older] });
  });

  it('keeps backups dated in the future (a clock set back) and prunes nothing when there is nothing', () => {
    const future = { name: 'f', takenAt: new Date(now.getTime() + 2 * HOUR) };
    const recent = { name: 'r', takenAt: new Date(now.getTime() - HOUR) };
    expect(retentionPlan([recent, future], now).keep).toEqual([future, recent]);
    expect(retentionPlan([], now)).toEqual({ keep: [], prune: [] });
  });

  it('reads the time only from names that db:backup gives', () => {
    const at = new Date('2026-11-23T03:30:00.000Z');
    expect(scheduledBackupName(at)).toBe('floridaweb-2026-11-23T03-30-00-000Z.fwbak.gz');
    expect(takenAtOfBackupName(scheduledBackupName(at))).toEqual(at);
    expect(takenAtOfBackupName('today.fwbak.gz')).toBeUndefined();
    expect(takenAtOfBackupName('floridaweb-2026-11-23T03-30-00-000Z.fwbak.gz.partial')).toBeUndefined();
    expect(takenAtOfBackupName('floridaweb-2026-13-45T03-30-00-000Z.fwbak.gz')).toBeUndefined();
  });
});
