import { safeSitePath } from './safe-path.ts';

/** Spec §2 route: /sign-in?type=watchlist&redirect={path}&back={path}. */
export const SIGN_IN_PATH = '/sign-in';

/** The only sign-in type the spec names. */
export const SIGN_IN_TYPE = 'watchlist';

export interface SignInTargets {
  /** Where a shopper lands after signing in. */
  redirect: string;
  /** Where the page's Back link goes. */
  back: string;
}

/** The sign-in page's address, for a shopper leaving `redirect` (and returning there). */
export function signInHref(targets: SignInTargets): string {
  const query = new URLSearchParams({
    type: SIGN_IN_TYPE,
    redirect: safeSitePath(targets.redirect),
    back: safeSitePath(targets.back),
  });
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

/** redirect and back read from the sign-in page's query string, each made safe. */
export function signInTargets(search: string): SignInTargets {
  const query = new URLSearchParams(search);
  return { redirect: safeSitePath(query.get('redirect')), back: safeSitePath(query.get('back')) };
}
