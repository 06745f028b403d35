/** The configuration the intake use cases need (bound from the intake config in infrastructure). */
export abstract class IntakeSettings {
  /** A draft untouched this many days is expired and its resume links stop working. */
  abstract readonly draftExpiryDays: number;
  /** At most one admin reminder per draft within this many hours. */
  abstract readonly reminderIntervalHours: number;
  /** The questionnaire page, e.g. `https://example.com/start`; resume links add `?resume=<id>.<token>`. */
  abstract readonly startUrl: string;
}
