/** Sign-in by phone: code, session and number rules shared by the API and the sign-in page. */
export { AUTH_MESSAGES, tooManyCodesMessage, tooManyTriesWaitMessage } from './messages.ts';
export {
  CODE_DIGITS,
  CODE_TTL_MS,
  MAX_CODE_CHECKS,
  MAX_SENDS_PER_NUMBER,
  RESEND_AFTER_SECONDS,
  SEND_WINDOW_MS,
  codeCheck,
  codeExpiry,
  newCode,
  sendAllowance,
  signInMessage,
  typedCode,
  type CodeStatus,
  type IssuedCode,
  type RandomInt,
  type SendAllowance,
} from './otp.ts';
export {
  SESSION_COOKIE,
  SESSION_RENEW_AFTER_MS,
  SESSION_TOKEN_BYTES,
  SESSION_TTL_MS,
  isSessionToken,
  sessionCookieAttributes,
  sessionExpiry,
  sessionStatus,
  type SessionCookieAttributes,
  type SessionTimes,
} from './session.ts';
export { displayE164, maskPhone, mobileNumber, type MobileNumber } from './mobile-number.ts';
