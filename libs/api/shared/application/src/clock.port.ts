/**
 * The current time, for rules that depend on it (a scheduled post is public from its time on).
 * Code asks this port instead of `new Date()` so tests can stand at any instant.
 */
export abstract class ClockPort {
  abstract now(): Date;
}
