import { LABELS } from '../../../lib/forms/labels.ts';
import { showsBack, stepButtonLabel, type MultiStepState } from '../../../lib/forms/multi-step.ts';
import SubmitButton from './SubmitButton.tsx';

interface StepActionsProps {
  state: MultiStepState;
  submitLabel: string;
  submitting: boolean;
  onBack: () => void;
}

/** Back (after step one) and Continue, or the last step's Submit (spec §4). */
export default function StepActions({ state, submitLabel, submitting, onBack }: StepActionsProps) {
  return (
    <div className="fc-steps__actions">
      {showsBack(state) && (
        <button
          type="button"
          className="fc-btn fc-btn--ghost fc-btn--lg"
          onClick={onBack}
          disabled={submitting}
        >
          {LABELS.back}
        </button>
      )}
      <SubmitButton label={stepButtonLabel(state, submitLabel)} submitting={submitting} />
    </div>
  );
}
