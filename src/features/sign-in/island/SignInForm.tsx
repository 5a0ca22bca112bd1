import { useState } from 'react';
import { rememberSignedIn } from '../../watchlist/session-memory.ts';
import type { SignInConfig } from '../sign-in-config.ts';
import CodeStep from './CodeStep.tsx';
import PhoneStep from './PhoneStep.tsx';

interface SignInFormProps {
  config: SignInConfig;
  /** Where to go once signed in: already made a same-site path. */
  redirect: string;
}

/** A code that was sent: to which number as typed, when, and when a new one may be asked for. */
export interface SentCodeState {
  phone: string;
  /** The number as people here write it ('021 555 1234'), to show. */
  display: string;
  sentAt: number;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Spec §2 /sign-in: the shopper's mobile number, then the 6-digit code texted to it; signed
 * in, they land on `redirect`.
 */
export default function SignInForm({ config, redirect }: SignInFormProps) {
  const [sent, setSent] = useState<SentCodeState | null>(null);
  if (!sent) return <PhoneStep rule={config.phoneRule} onSent={setSent} />;
  return (
    <CodeStep
      sent={sent}
      onResent={setSent}
      onChangeNumber={() => setSent(null)}
      onSignedIn={(phoneNumber) => {
        rememberSignedIn(config.site, phoneNumber);
        location.assign(redirect);
      }}
    />
  );
}
