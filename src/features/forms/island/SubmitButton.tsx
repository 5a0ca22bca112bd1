interface SubmitButtonProps {
  label: string;
  submitting: boolean;
}

/**
 * Spec §4 Form states: while submitting the button reads 'Loading', shows a spinner and is
 * disabled, so a double click cannot send the lead twice.
 */
export default function SubmitButton({ label, submitting }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="fc-btn fc-btn--primary fc-btn--lg fc-btn--block"
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? (
        <>
          <span className="fc-form-spinner" aria-hidden="true" />
          Loading
        </>
      ) : (
        label
      )}
    </button>
  );
}
