import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { StatusTag, type Tone } from '../status-tag';
import { formatInZone } from '../../lib/business-time';
import { stepActorName, stepWord, type ReviewStep } from './revision';

const tones: Record<ReviewStep['step'], Tone> = { requested: 'info', sent_back: 'warning', approved: 'success' };

/**
 * One step of a review in a history: "Sent back by Ada Admin · Nov 23, 2026 at 2:15 PM" (in the
 * business's zone), with the admin's comment on a send-back and, on an approval, that the version
 * sent went live.
 */
export function ReviewStepEntry({ step, zone, heading }: { step: ReviewStep; zone: string; heading?: ReactNode }) {
  return (
    <li data-testid="review-step" style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      {heading}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <StatusTag tone={tones[step.step] ?? 'neutral'}>{stepWord(step.step)}</StatusTag>
        <Typography.Text strong>
          by {stepActorName(step)} · <time dateTime={step.changed_at}>{formatInZone(step.changed_at, zone)}</time>
        </Typography.Text>
      </div>
      {step.step === 'sent_back' && step.comment ? (
        <blockquote
          data-testid="review-step-comment"
          style={{ margin: '8px 0 0', padding: '4px 12px', borderInlineStart: '3px solid #ffe58f', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {step.comment}
        </blockquote>
      ) : null}
      {step.step === 'approved' ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {step.revision_id ? 'The version sent went live: the change marked “Published on approval”.' : 'The version sent went live.'}
        </Typography.Text>
      ) : null}
    </li>
  );
}
