/**
 * The retention ladder of scheduled backups: the newest backup of each hour for the last day, of
 * each day for the last week, and of each week (Monday to Sunday, UTC) for the last year. Picking
 * the newest of every period keeps a chain: the last backup of an hour is also the one the day
 * keeps, and the last of a day the one its week keeps, so nothing kept ever has to be re-taken.
 * The newest backup overall and any dated in the future (a clock set back) are always kept.
 */
export interface DatedBackup {
  name: string;
  takenAt: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Rung {
  /** How far back this rung reaches. */
  span: number;
  period(at: Date): string;
}

const startOfIsoWeek = (at: Date) => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

export const RETENTION_LADDER: readonly Rung[] = [
  { span: DAY, period: (at) => at.toISOString().slice(0, 13) },
  { span: 7 * DAY, period: (at) => at.toISOString().slice(0, 10) },
  { span: 365 * DAY, period: startOfIsoWeek },
];

/** Splits backups into those the ladder keeps and those it prunes (both newest first). */
export function retentionPlan(backups: DatedBackup[], now: Date): { keep: DatedBackup[]; prune: DatedBackup[] } {
  const sorted = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<DatedBackup>(sorted.slice(0, 1));
  for (const backup of sorted) if (backup.takenAt.getTime() > now.getTime()) kept.add(backup);
  for (const rung of RETENTION_LADDER) {
    const filled = new Set<string>();
    for (const backup of sorted) {
      const age = now.getTime() - backup.takenAt.getTime();
      if (age < 0 || age >= rung.span) continue;
      const period = rung.period(backup.takenAt);
      if (filled.has(period)) continue;
      filled.add(period);
      kept.add(backup);
    }
  }
  return { keep: sorted.filter((b) => kept.has(b)), prune: sorted.filter((b) => !kept.has(b)) };
}

const SCHEDULED_NAME = /^floridaweb-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.fwbak\.gz$/;

/** The file name `db:backup` gives a backup taken at `at`. */
export function scheduledBackupName(at: Date): string {
  return `floridaweb-${at.toISOString().replace(/[:.]/g, '-')}.fwbak.gz`;
}

/** When a backup named by `db:backup` was taken; undefined for any other file (never pruned). */
export function takenAtOfBackupName(name: string): Date | undefined {
  const match = SCHEDULED_NAME.exec(name);
  if (!match) return undefined;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
