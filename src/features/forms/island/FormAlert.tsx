import Icon from '../../../components/ui/Icon.tsx';
import { alertIcon } from '../../../components/ui/icon-set.ts';

interface FormAlertProps {
  /** The headline: spec §8 'An error occurred when submitting this form', or a step's error. */
  title: string;
  /** The form error under it: the server's own words, when it gave some. */
  detail?: string | null | undefined;
}

/**
 * Spec §8: form-level and step-level errors show as a red alert with a warning icon. role=alert
 * so screen readers announce it the moment it appears.
 */
export default function FormAlert({ title, detail }: FormAlertProps) {
  return (
    <div className="fc-alert fc-alert--error" role="alert">
      <Icon icon={alertIcon} size={22} />
      <div>
        <p className="fc-form-alert__title">{title}</p>
        {detail && detail !== title && <p className="fc-form-alert__detail">{detail}</p>}
      </div>
    </div>
  );
}
