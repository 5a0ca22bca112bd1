import { forwardRef } from 'react';
import { progressPercent, type MultiStepState } from '../../../lib/forms/multi-step.ts';

interface StepHeaderProps {
  title: string;
  /** 'Step X of Y'. */
  count: string;
  state: MultiStepState;
}

/** The card's progress bar, 'Step X of Y' and the step's title (focused when a step opens). */
const StepHeader = forwardRef<HTMLHeadingElement, StepHeaderProps>(function StepHeader(
  { title, count, state },
  ref,
) {
  const percent = progressPercent(state);
  return (
    <div className="fc-steps__head">
      <p className="fc-steps__count">{count}</p>
      <div
        className="fc-steps__bar"
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <h3 className="fc-steps__title" ref={ref} tabIndex={-1}>
        {title}
      </h3>
    </div>
  );
});

export default StepHeader;
