/**
 * §3 "Form field definition" (name, type, label, placeholder, help, required, showIf, hidden,
 * specialValue), plus what a renderer needs to draw the field without knowing the form:
 * input hints, bounds and the choices of selects and radio groups. Plain data, so a page can
 * pass definitions to an island as props.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'postcode'
  /** Whole numbers (kilometres, dollars, a year), written with digits only. */
  | 'number'
  | 'select'
  | 'radio'
  | 'checkbox'
  /** A test-drive time, chosen from the slots the API offers for the chosen location. */
  | 'datetime';

export interface FieldOption {
  value: string;
  label: string;
}

/** A link written after a field's label (finance: 'I have read and understood the' + link). */
export interface FieldLink {
  text: string;
  href: string;
}

export interface FieldDefinition {
  /** The lead field it fills, as the wire format names it ('name', 'Vehicle Make', 'Rego'). */
  name: string;
  type: FieldType;
  label: string;
  placeholder?: string;
  help?: string;
  /** §5 "Generic field": required unless this is false. */
  required?: boolean;
  /** Shown (and validated) only while the named field is truthy and error-free. */
  showIf?: string;
  /** Not drawn; the lead carries `specialValue`. */
  hidden?: boolean;
  specialValue?: string;
  /** The HTML autocomplete token ('given-name', 'tel', 'postal-code'). */
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  /** Characters the input takes (also the bound the schema checks). */
  maxLength?: number;
  /** Inclusive bounds of a 'number' field. */
  min?: number;
  max?: number;
  /** The choices of a 'select' or 'radio' field. */
  options?: readonly FieldOption[];
  labelLink?: FieldLink;
}

/** §5 "Generic field": required by default. */
export function isRequired(field: FieldDefinition): boolean {
  return field.required !== false;
}
