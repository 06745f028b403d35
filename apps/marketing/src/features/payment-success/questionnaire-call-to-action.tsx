import { useEffect, useState } from 'react';
import type { MyQuestionnaireDto } from '@fw/shared-api-types';
import { apiRequest } from '../../lib/api';

type Status = NonNullable<MyQuestionnaireDto['questionnaire']>;

/**
 * "Start Your Questionnaire", unless the signed-in client already has one: then where it stands
 * (received, or in progress with a way back to it). Anonymous or unreachable: the plain button.
 */
export function QuestionnaireCallToAction({ accessToken }: { accessToken?: string }) {
  const [mine, setMine] = useState<Status | null>(null);
  useEffect(() => {
    if (!accessToken) return;
    let active = true;
    apiRequest<MyQuestionnaireDto>('/api/my/questionnaire', { accessToken, fallbackMessage: 'Could not load your questionnaire' })
      .then((answer) => active && setMine(answer?.questionnaire ?? null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [accessToken]);

  if (mine?.status === 'completed') {
    return (
      <p className="status-panel__lead" data-questionnaire-status="completed">
        We have your questionnaire{mine.business_name ? ` for ${mine.business_name}` : ''}: we review it within 1 business day and contact you about next steps.
      </p>
    );
  }
  return (
    <a className="button button--primary button--lg" href="/start" data-questionnaire-status={mine?.status === 'draft' ? 'draft' : undefined}>
      {mine?.status === 'draft' ? `Continue Your Questionnaire (step ${mine.current_step} of 7)` : 'Start Your Questionnaire'}
    </a>
  );
}
