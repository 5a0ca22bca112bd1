import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  codeError,
  normaliseCode,
  resendLabel,
  resendSecondsLeft,
} from '../../../lib/watchlist/code-rules.ts';
import FormAlert from '../../forms/island/FormAlert.tsx';
import FieldShell, { describedBy, fieldIds } from '../../forms/island/fields/FieldShell.tsx';
import SubmitButton from '../../forms/island/SubmitButton.tsx';
import { sendCode, verifyCode } from '../../watchlist/api.ts';
import type { SentCodeState } from './SignInForm.tsx';

interface CodeStepProps {
  sent: SentCodeState;
  onResent: (sent: SentCodeState) => void;
  onChangeNumber: () => void;
  onSignedIn: (phoneNumber: string) => void;
}

/** Seconds until a new code may be asked for, ticking once a second while above 0. */
function useSecondsUntil(sentAt: number, afterSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, afterSeconds, now);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

/** Step two: the 6-digit code, one input the phone can fill from the text message. */
export default function CodeStep({ sent, onResent, onChangeNumber, onSignedIn }: CodeStepProps) {
  const ids = fieldIds(useId().replace(/:/g, ''), 'code');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const wait = useSecondsUntil(sent.sentAt, sent.resendAfterSeconds);

  // The step's one field takes focus as it appears, and again after a new code is sent.
  useEffect(() => input.current?.focus(), [sent]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value ?? '';
    const problem = codeError(code);
    setAlert(null);
    setNotice(null);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setChecking(true);
    const answer = await verifyCode(sent.phone, normaliseCode(code));
    if (answer.ok) {
      onSignedIn(answer.body.phone_number ?? sent.phone);
      return; // the page is leaving: the button stays busy
    }
    setChecking(false);
    setAlert(answer.error);
    input.current?.select();
  };

  const resend = async () => {
    setResending(true);
    setAlert(null);
    setNotice(null);
    const answer = await sendCode(sent.phone);
    setResending(false);
    if (!answer.ok) {
      setAlert(answer.error);
      return;
    }
    if (input.current) input.current.value = '';
    setNotice('A new code is on its way.');
    onResent({
      ...sent,
      sentAt: Date.now(),
      resendAfterSeconds: answer.body.resend_after_seconds,
      expiresInSeconds: answer.body.expires_in_seconds,
    });
  };

  const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));
  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      <h2 className="sign-in-form__title">Enter your code</h2>
      <p className="fc-muted">
        We sent a 6-digit code to <strong className="fc-nowrap">{sent.display}</strong>. It expires
        in {minutes} minutes.
      </p>
      {alert && <FormAlert title={alert} />}
      <p className="sign-in-form__notice" role="status">
        {notice}
      </p>
      <FieldShell ids={ids} label="6-digit code" required error={error}>
        <input
          ref={input}
          id={ids.control}
          name="code"
          type="text"
          className="fc-input sign-in-form__code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={8}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, error)}
        />
      </FieldShell>
      <SubmitButton label="Sign in" submitting={checking} />
      <div className="sign-in-form__more">
        <button
          type="button"
          className="fc-btn fc-btn--ghost fc-btn--sm"
          disabled={wait > 0 || resending}
          aria-busy={resending || undefined}
          onClick={() => void resend()}
        >
          {resendLabel(wait)}
        </button>
        <button type="button" className="fc-btn fc-btn--ghost fc-btn--sm" onClick={onChangeNumber}>
          Use another number
        </button>
      </div>
    </form>
  );
}
