/** One action for the selected rows of an admin list. */
export interface BulkAction {
  key: string;
  /** The button: "Close leads". */
  label: string;
  /** The bulk route under /api: `/admin/leads/bulk/close`. */
  path: string;
  /** The one question asked before acting: "Close 3 leads?". */
  confirm: (count: number) => string;
  /** The past tense for the answer: "closed". */
  doneWord: string;
  danger?: boolean;
}

/** "1 lead", "3 leads". */
const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The bulk action `key` of the admin list `list` (its route is `/admin/<list>/bulk/<key>`); `ask`
 * words the question around the counted rows: `(leads) => \`Close ${leads}?\``.
 */
export function bulkAction(
  list: string,
  key: string,
  { label, noun, ask, doneWord, danger }: { label: string; noun: string; ask: (countedRows: string) => string; doneWord: string; danger?: boolean },
): BulkAction {
  return { key, label, path: `/admin/${list}/bulk/${key}`, confirm: (count) => ask(counted(count, noun)), doneWord, ...(danger ? { danger } : {}) };
}
