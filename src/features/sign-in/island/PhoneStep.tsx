import { useId, useRef, useState, type SubmitEvent } from 'react';
import { phoneError, phoneInputIsNumeric, type PhoneRule } from '../../../lib/forms/phone.ts';
import { formatPhone } from '../../../lib/phone/format.ts';
import { fieldError } from '../../../lib/watchlist/answers.ts';
import FormAlert from '../../forms/island/FormAlert.tsx';
import FieldShell, { describedBy, fieldIds } from '../../forms/island/fields/FieldShell.tsx';
import SubmitButton from '../../forms/island/SubmitButton.tsx';
import { sendCode } from '../../watchlist/api.ts';
import type { SentCodeState } from './SignInForm.tsx';

interface PhoneStepProps {
  rule: PhoneRule;
  onSent: (sent: SentCodeState) => void;
}

/** Step one: the mobile number (spec §5 phone rules and messages for the dealer's market). */
export default function PhoneStep({ rule, onSent }: PhoneStepProps) {
  const ids = fieldIds(useId().replace(/:/g, ''), 'phone_number');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = input.current?.value.trim() ?? '';
    const problem = phoneError(phone, rule);
    setAlert(null);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSending(true);
    const answer = await sendCode(phone);
    setSending(false);
    if (answer.ok) {
      onSent({
        phone,
        display: formatPhone(phone, rule.region),
        sentAt: Date.now(),
        resendAfterSeconds: answer.body.resend_after_seconds,
        expiresInSeconds: answer.body.expires_in_seconds,
      });
      return;
    }
    const onField = answer.status === 422 ? fieldError(answer.body, 'phone_number') : undefined;
    if (onField) {
      setError(onField);
      input.current?.focus();
    } else setAlert(answer.error);
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      <h2 className="sign-in-form__title">Your mobile number</h2>
      <p className="fc-muted">We will text you a 6-digit code to sign in with.</p>
      {alert && <FormAlert title={alert} />}
      <FieldShell
        ids={ids}
        label="Mobile number"
        required
        help="An Australian or New Zealand mobile."
        error={error}
      >
        <input
          ref={input}
          id={ids.control}
          name="phone_number"
          type="tel"
          className="fc-input"
          autoComplete="tel"
          inputMode={phoneInputIsNumeric(rule) ? 'numeric' : 'tel'}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, true, error)}
        />
      </FieldShell>
      <SubmitButton label="Send code" submitting={sending} />
    </form>
  );
}
