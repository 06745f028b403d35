import { registerAs } from '@nestjs/config';
import { intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface IntakeConfig {
  /** Contact messages accepted per client IP per window (a shared office sends from one address). */
  contactRateLimit: number;
  /** Contact messages accepted per sender e-mail per window, whatever the IP. */
  contactRateLimitPerEmail: number;
  contactRateWindowSeconds: number;
  /** New questionnaires per client IP per window (drafts are anonymous). */
  questionnaireRateLimit: number;
  questionnaireRateWindowSeconds: number;
  /** Where the notification's "Open submissions" button points. */
  adminSubmissionsUrl: string;
  /** The questionnaire page; resume links add `?resume=<id>.<token>`. */
  startUrl: string;
  /** The page of the upload link e-mailed after submitting; the link adds `?token=<token>`. */
  uploadUrl: string;
  /** Drafts untouched this many days are expired; their resume links stop working. */
  draftExpiryDays: number;
  /** How often each API process runs the expiry sweep (0: never, e.g. on a worker-less replica). */
  draftExpirySweepSeconds: number;
  /** At most one admin reminder per draft within this many hours. */
  reminderIntervalHours: number;
  /** "Email me the link" requests per recipient address and per client IP, per window. */
  resumeEmailLimit: number;
  resumeEmailLimitPerIp: number;
  resumeEmailWindowSeconds: number;
}

export function loadIntakeConfig(env: NodeJS.ProcessEnv = process.env): IntakeConfig {
  const app = loadAppConfig(env);
  const raw = parseEnv(
    {
      CONTACT_RATE_LIMIT: intFromEnv(20, 1, 100_000),
      CONTACT_RATE_LIMIT_PER_EMAIL: intFromEnv(5, 1, 100_000),
      CONTACT_RATE_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
      QUESTIONNAIRE_RATE_LIMIT: intFromEnv(20, 1, 100_000),
      QUESTIONNAIRE_RATE_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
      QUESTIONNAIRE_DRAFT_EXPIRY_DAYS: intFromEnv(90, 1, 3650),
      QUESTIONNAIRE_EXPIRY_SWEEP_SECONDS: intFromEnv(3600, 0, 86_400),
      QUESTIONNAIRE_REMINDER_INTERVAL_HOURS: intFromEnv(24, 1, 8760),
      QUESTIONNAIRE_RESUME_EMAIL_LIMIT: intFromEnv(3, 1, 100_000),
      QUESTIONNAIRE_RESUME_EMAIL_LIMIT_PER_IP: intFromEnv(10, 1, 100_000),
      QUESTIONNAIRE_RESUME_EMAIL_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
    },
    env,
  );
  return {
    contactRateLimit: raw.CONTACT_RATE_LIMIT,
    contactRateLimitPerEmail: raw.CONTACT_RATE_LIMIT_PER_EMAIL,
    contactRateWindowSeconds: raw.CONTACT_RATE_WINDOW_SECONDS,
    questionnaireRateLimit: raw.QUESTIONNAIRE_RATE_LIMIT,
    questionnaireRateWindowSeconds: raw.QUESTIONNAIRE_RATE_WINDOW_SECONDS,
    adminSubmissionsUrl: `${app.publicUrl}/dashboard/admin/submissions`,
    startUrl: `${app.publicUrl}/start`,
    uploadUrl: `${app.publicUrl}/start/upload`,
    draftExpiryDays: raw.QUESTIONNAIRE_DRAFT_EXPIRY_DAYS,
    draftExpirySweepSeconds: raw.QUESTIONNAIRE_EXPIRY_SWEEP_SECONDS,
    reminderIntervalHours: raw.QUESTIONNAIRE_REMINDER_INTERVAL_HOURS,
    resumeEmailLimit: raw.QUESTIONNAIRE_RESUME_EMAIL_LIMIT,
    resumeEmailLimitPerIp: raw.QUESTIONNAIRE_RESUME_EMAIL_LIMIT_PER_IP,
    resumeEmailWindowSeconds: raw.QUESTIONNAIRE_RESUME_EMAIL_WINDOW_SECONDS,
  };
}

export const intakeConfig = registerAs('intake', () => loadIntakeConfig());
