import type { FormikProps } from 'formik';
import { isRequired, type FieldDefinition } from '../../../../lib/forms/fields.ts';
import type { FormValues } from '../form-values.ts';
import CheckboxField from './CheckboxField.tsx';
import FieldShell, { describedBy, fieldIds } from './FieldShell.tsx';
import SlotPicker from './SlotPicker.tsx';

interface FieldControlProps {
  field: FieldDefinition;
  formik: FormikProps<FormValues>;
  idPrefix: string;
}

/** The lead field whose value the test-drive slots are looked up for. */
const SLOT_LOCATION_FIELD = 'location';

const INPUT_TYPES: Partial<Record<FieldDefinition['type'], 'email' | 'tel'>> = {
  email: 'email',
  tel: 'tel',
};

function text(value: FormValues[string]): string {
  return typeof value === 'string' ? value : '';
}

/**
 * One field from its definition (spec §3 Form field definition): the control its type calls
 * for inside its label, help and error. Messages come from the shared schema only.
 */
export default function FieldControl({ field, formik, idPrefix }: FieldControlProps) {
  if (field.hidden) return null;
  const ids = fieldIds(idPrefix, field.name);
  const required = isRequired(field);
  const rawError = formik.submitCount > 0 ? formik.errors[field.name] : undefined;
  const error = typeof rawError === 'string' ? rawError : undefined;
  const value = formik.values[field.name];
  const described = describedBy(ids, field.help, error);
  const control = {
    id: ids.control,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': required || undefined,
  } as const;
  const shell = { ids, label: field.label, required, help: field.help, error };
  const set = (next: string | boolean) => void formik.setFieldValue(field.name, next);

  switch (field.type) {
    case 'checkbox':
      return (
        <CheckboxField
          field={field}
          ids={ids}
          required={required}
          error={error}
          checked={value === true}
          onChange={set}
        />
      );
    case 'radio':
      return (
        <FieldShell {...shell} group>
          <div className="fc-form-choices">
            {(field.options ?? []).map((option, index) => (
              <label className="fc-check" key={option.value}>
                <input
                  type="radio"
                  name={field.name}
                  id={index === 0 ? ids.control : undefined}
                  value={option.value}
                  checked={value === option.value}
                  required={required || undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  onChange={() => set(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </FieldShell>
      );
    case 'select':
      return (
        <FieldShell {...shell}>
          <select {...control} value={text(value)} onChange={formik.handleChange}>
            <option value="">{field.placeholder ?? 'Please choose'}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldShell>
      );
    case 'textarea':
      return (
        <FieldShell {...shell}>
          <textarea
            {...control}
            rows={4}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={text(value)}
            onChange={formik.handleChange}
          />
        </FieldShell>
      );
    case 'datetime':
      return (
        <FieldShell {...shell} group>
          <SlotPicker
            ids={ids}
            name={field.name}
            location={text(formik.values[SLOT_LOCATION_FIELD])}
            value={text(value)}
            invalid={Boolean(error)}
            describedBy={described}
            onChange={set}
          />
        </FieldShell>
      );
    default:
      return (
        <FieldShell {...shell}>
          <input
            {...control}
            type={INPUT_TYPES[field.type] ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete ?? 'off'}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={text(value)}
            onChange={formik.handleChange}
          />
        </FieldShell>
      );
  }
}
