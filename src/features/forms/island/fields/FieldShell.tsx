import type { ReactNode } from 'react';

export interface FieldIds {
  control: string;
  help: string;
  error: string;
}

/** The ids a field's control, help and error use, from the form's prefix and the field name. */
export function fieldIds(prefix: string, name: string): FieldIds {
  const control = `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  return { control, help: `${control}-help`, error: `${control}-error` };
}

/** aria-describedby for a control: its help, then its error, whichever are shown. */
export function describedBy(ids: FieldIds, help: unknown, error: unknown): string | undefined {
  const parts = [help ? ids.help : null, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldShellProps {
  ids: FieldIds;
  label: string;
  required: boolean;
  help?: string | undefined;
  error?: string | undefined;
  /** Radio groups and slot pickers label a fieldset with a legend instead of a <label>. */
  group?: boolean;
  children: ReactNode;
}

/** Spec §5: a required field shows an asterisk by its label; its message sits under it. */
function LabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="fc-required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

/**
 * A field's label, help text and error around its control. Errors are tied to the control by
 * aria-describedby (set by the control) and announced with it when it takes focus.
 */
export default function FieldShell({
  ids,
  label,
  required,
  help,
  error,
  group = false,
  children,
}: FieldShellProps) {
  const notes = (
    <>
      {help && (
        <p className="fc-help" id={ids.help}>
          {help}
        </p>
      )}
      {error && (
        <p className="fc-field-error" id={ids.error}>
          {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      // A fieldset (role group) may not carry aria-required (axe: aria-allowed-attr); each
      // radio of a required group carries `required` instead, as the legend's asterisk is drawn.
      <fieldset className="fc-field fc-form-group">
        <legend className="fc-label">
          <LabelText label={label} required={required} />
        </legend>
        {children}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className="fc-field">
      <label className="fc-label" htmlFor={ids.control}>
        <LabelText label={label} required={required} />
      </label>
      {children}
      {notes}
    </div>
  );
}
