import { registerAs } from '@nestjs/config';
import { intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface IntakeConfig {
  /** Contact messages accepted per client IP per window. */
  contactRateLimit: number;
  contactRateWindowSeconds: number;
  /** New questionnaires per client IP per window (drafts are anonymous). */
  questionnaireRateLimit: number;
  questionnaireRateWindowSeconds: number;
  /** Where the notification's "Open submissions" button points. */
  adminSubmissionsUrl: string;
}

export function loadIntakeConfig(env: NodeJS.ProcessEnv = process.env): IntakeConfig {
  const app = loadAppConfig(env);
  const raw = parseEnv(
    {
      CONTACT_RATE_LIMIT: intFromEnv(5, 1, 100_000),
      CONTACT_RATE_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
      QUESTIONNAIRE_RATE_LIMIT: intFromEnv(20, 1, 100_000),
      QUESTIONNAIRE_RATE_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
    },
    env,
  );
  return {
    contactRateLimit: raw.CONTACT_RATE_LIMIT,
    contactRateWindowSeconds: raw.CONTACT_RATE_WINDOW_SECONDS,
    questionnaireRateLimit: raw.QUESTIONNAIRE_RATE_LIMIT,
    questionnaireRateWindowSeconds: raw.QUESTIONNAIRE_RATE_WINDOW_SECONDS,
    adminSubmissionsUrl: `${app.publicUrl}/dashboard/admin/submissions`,
  };
}

export const intakeConfig = registerAs('intake', () => loadIntakeConfig());
