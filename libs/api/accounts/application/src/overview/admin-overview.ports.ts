/** The admin home's questionnaire and lead counts, answered by the context that owns them. Reads only. */
export abstract class IntakeBacklogPort {
  /** Completed within the card's window before `now` and not opened by an admin yet. */
  abstract newQuestionnaires(now: Date): Promise<number>;
  /** Drafts untouched for longer than the card's window before `now`. */
  abstract abandonedDrafts(now: Date): Promise<number>;
  /** Contact messages nobody has handled yet. */
  abstract newLeads(now: Date): Promise<number>;
}

/** The admin home's order counts, answered by the context that owns orders. Reads only. */
export abstract class OrderBacklogPort {
  /** Paid packages whose buyer has no website built yet (the Orders list's `waiting_for_build=true`). */
  abstract waitingForBuild(now: Date): Promise<number>;
  /** Hosting renewals charged within the card's window after `now`. */
  abstract renewalsDue(now: Date): Promise<number>;
}

/** The admin home's count of content changes clients sent for review, answered by the context that owns websites. Reads only. */
export abstract class ReviewBacklogPort {
  abstract reviewsWaiting(now: Date): Promise<number>;
}
