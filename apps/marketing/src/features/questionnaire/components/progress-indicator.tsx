import { percentComplete, TOTAL_STEPS } from '../questionnaire-form';

export function ProgressIndicator({ step }: { step: number }) {
  const percent = percentComplete(step);
  return (
    <div className="q-progress">
      <div className="q-progress__labels" aria-hidden="true">
        <span>
          Step {step} of {TOTAL_STEPS}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="q-progress__track"
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${TOTAL_STEPS}, ${percent}% complete`}
      >
        <div className="q-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
