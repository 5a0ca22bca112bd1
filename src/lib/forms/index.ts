/** The form rules shared by the form islands and the leads API (spec §3–§5, §8, §9). */
export { MESSAGES, rangeMessage, tooLongMessage } from './messages.ts';
export { LABELS, PRIVACY_STATEMENT_PATH, stepOf } from './labels.ts';
export { EMAIL_PATTERN, emailError } from './email.ts';
export { POSTCODE_MAX_LENGTH, POSTCODE_PATTERN, postcodeError } from './postcode.ts';
export {
  normalisePhone,
  phoneError,
  phoneInputIsNumeric,
  phoneMaxCharacters,
  type PhoneRule,
} from './phone.ts';
export {
  DEFAULT_TRADE_IN_HIDDEN_FIELD,
  formRulesFrom,
  type FormOptions,
  type FormRules,
  type SubmitLabel,
  type TradeInHiddenField,
} from './rules.ts';
export {
  isRequired,
  type FieldDefinition,
  type FieldLink,
  type FieldOption,
  type FieldType,
} from './fields.ts';
export { fieldSchema } from './field-schema.ts';
export { schemaForFields } from './schema.ts';
export { isFieldShown } from './visibility.ts';
export { FORM_KINDS, isFormKind, type FormKind } from './form-kind.ts';
export { fieldsOfSteps, formDefinition } from './definitions/index.ts';
export type {
  CarUse,
  FormCar,
  FormDefinition,
  FormStep,
  StepSkip,
} from './definitions/form-definition.ts';
export { ENQUIRY_CATEGORIES } from './definitions/enquiry.ts';
export {
  leadCarFields,
  leadFieldsOf,
  type LeadCarSource,
  type LeadCar,
  type LeadCarFields,
  type LeadPageFields,
} from './car-fields.ts';
export { CAREERS_CATEGORY, leadEventId, type LeadEventInput } from './event-id.ts';
export {
  validateLead,
  type LeadAccepted,
  type LeadErrorAnswer,
  type LeadStep,
  type LeadSubmission,
  type LeadValidation,
  type LeadValue,
  type NormalisedLead,
  type StepSaved,
} from './lead-request.ts';
export { visitedSteps, type SkippedStep, type StepState } from './step-state.ts';
export {
  finalSubmitBody,
  initialMultiStep,
  multiStepReducer,
  needsSave,
  progressPercent,
  showsBack,
  skipTarget,
  stepButtonLabel,
  stepSaveBody,
  type MultiStepAction,
  type MultiStepState,
} from './multi-step.ts';
export {
  STORED_USER_FIELDS,
  mergeStoredUser,
  parseStoredUser,
  prefillFromStoredUser,
  serialiseStoredUser,
  storedUserFrom,
  storedUserKey,
  type StoredUser,
  type StoredUserField,
} from './stored-user.ts';
