import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { MyQuestionnaireDto } from '@fw/shared-api-types';
import { useApiGet } from '../../lib/use-api';

const STEPS = 7;

/**
 * The client's questionnaire as a next step: received (with its date), in progress (the step it
 * stands at, and a way back to it), or still to start. Only questionnaires that are the client's
 * own count (filled in while signed in, or linked with proof).
 */
export function QuestionnaireStatus() {
  const mine = useApiGet<MyQuestionnaireDto>('/my/questionnaire', { silent: true });
  if (mine.isLoading) return null;
  const questionnaire = mine.data?.questionnaire ?? null;
  if (questionnaire?.status === 'completed') {
    const received = questionnaire.completed_at ? new Date(questionnaire.completed_at).toLocaleDateString('en-US', { dateStyle: 'long' }) : null;
    return (
      <Typography.Paragraph style={{ margin: '4px 0 0' }} data-questionnaire-status="completed">
        Questionnaire received{received ? ` on ${received}` : ''}
        {questionnaire.business_name ? ` for ${questionnaire.business_name}` : ''}. We review it within 1 business day and contact you about next steps.
      </Typography.Paragraph>
    );
  }
  if (questionnaire?.status === 'draft') {
    return (
      <>
        <Typography.Paragraph style={{ margin: '4px 0 8px' }} data-questionnaire-status="draft">
          Questionnaire in progress: step {questionnaire.current_step} of {STEPS}, saved as you type.
        </Typography.Paragraph>
        <Space wrap>
          <Button href="/start">Continue Your Questionnaire</Button>
          <Link to="/dashboard/billing">View billing</Link>
        </Space>
      </>
    );
  }
  return (
    <>
      <Typography.Paragraph style={{ margin: '4px 0 8px' }}>
        Our short website questionnaire (7 steps) tells us your goals, style and pages, so we can start designing. We review it within 1 business day.
      </Typography.Paragraph>
      <Space wrap>
        <Button href="/start">Start Your Questionnaire</Button>
        <Link to="/dashboard/billing">View billing</Link>
      </Space>
    </>
  );
}
