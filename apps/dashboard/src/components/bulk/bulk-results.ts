/** One row's answer from a bulk route (`{ results: [...] }`). */
export interface BulkRowResult {
  id: string;
  ok: boolean;
  code?: string;
  message?: string;
}

/** "3 done" / "2 done, 1 not: …" for the toast after a bulk action. */
export function summarizeBulk(results: BulkRowResult[], doneWord: string): { title: string; failed: BulkRowResult[] } {
  const done = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  const title = failed.length ? `${done} ${doneWord}, ${failed.length} not` : `${done} ${doneWord}`;
  return { title, failed };
}
