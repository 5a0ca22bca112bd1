import { useEffect, useState } from 'react';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { signInHref } from '../../lib/watchlist/sign-in-link.ts';
import { getSession, signOut, type WatchlistEntry } from './api.ts';
import type { WatchlistSettings } from './settings.ts';
import { forgetSignedIn, rememberSignedIn } from './session-memory.ts';
import { useWatchState } from './use-watch-state.ts';
import { clearWatched, loadWatched, toggleWatch } from './watch-actions.ts';
import WatchlistEntryCard from './WatchlistEntryCard.tsx';
import styles from './WatchlistView.module.scss';

interface WatchlistViewProps {
  watchlist: WatchlistSettings;
  /** The dealer's search page: where an empty watchlist points. */
  searchPath: string;
  /** 'cars' or 'motorcycles': what the dealer sells. */
  words: VehicleWords;
}

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'list'; phone: string; e164: string; entries: WatchlistEntry[] };

/**
 * The watchlist page (issue 14): the signed-in shopper's watched cars as they are now,
 * sold and gone ones too; removing one is the same optimistic call as a watch control's.
 */
export default function WatchlistView({ watchlist, searchPath, words }: WatchlistViewProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const state = useWatchState();

  useEffect(() => {
    let live = true;
    void (async () => {
      const session = await getSession();
      if (!live) return;
      if (session.ok && !session.body.signed_in) {
        forgetSignedIn(watchlist.site);
        setView({ kind: 'signed-out', notice: null });
        return;
      }
      const list = await loadWatched(watchlist);
      if (!live) return;
      if (list.ok) {
        const phone = (session.ok && session.body.phone_display) || list.body.phone_number;
        rememberSignedIn(watchlist.site, list.body.phone_number);
        setView({ kind: 'list', phone, e164: list.body.phone_number, entries: list.body.entries });
      } else if (list.status === 401) setView({ kind: 'signed-out', notice: null });
      else setView({ kind: 'failed', message: list.error });
    })();
    return () => {
      live = false;
    };
  }, [watchlist]);

  const leave = async (everywhere: boolean) => {
    const answer = await signOut(everywhere);
    if (!answer.ok) {
      setView({ kind: 'failed', message: answer.error });
      return;
    }
    clearWatched(watchlist);
    setView({
      kind: 'signed-out',
      notice: everywhere ? 'You are signed out on every device.' : 'You are signed out.',
    });
  };

  if (view.kind === 'loading')
    return (
      <p className="fc-muted" role="status">
        Loading your watchlist…
      </p>
    );
  if (view.kind === 'failed')
    return (
      <div className="fc-alert fc-alert--error" role="alert">
        <p>{view.message}</p>
      </div>
    );
  if (view.kind === 'signed-out')
    return (
      <div className={styles.signedOut}>
        {view.notice && (
          <p className="fc-alert fc-alert--success" role="status">
            {view.notice}
          </p>
        )}
        <h2 className={styles.heading}>Sign in to see your watchlist</h2>
        <p>It takes your mobile number and a code we text to it.</p>
        <a
          className="fc-btn fc-btn--primary"
          href={signInHref({ redirect: watchlist.listPath, back: watchlist.listPath })}
        >
          Sign in
        </a>
      </div>
    );

  // Removed cars leave at once (spec §4); a failed removal brings them back.
  const shown = view.entries.filter((entry) => state.watched.has(entry.car_id));
  return (
    <div className={styles.view}>
      <div className={styles.account}>
        <div className={styles.accountText}>
          <p>
            Signed in as <strong className="fc-nowrap">{view.phone}</strong>
          </p>
          <p className={styles.alertsNote}>
            We text you when a watched {words.singular} drops in price, sells or comes back, as you
            choose under each one; never between 9 pm and 8 am.
          </p>
        </div>
        <div className={styles.accountActions}>
          <button
            type="button"
            className="fc-btn fc-btn--ghost fc-btn--sm"
            onClick={() => void leave(false)}
          >
            Sign out
          </button>
          <button
            type="button"
            className="fc-btn fc-btn--ghost fc-btn--sm"
            onClick={() => void leave(true)}
          >
            Sign out everywhere
          </button>
        </div>
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.heading}>Your watchlist is empty</h2>
          <p>Press Watch on any {words.singular} to keep an eye on it here.</p>
          <a className="fc-btn fc-btn--primary" href={searchPath}>
            Browse {words.plural}
          </a>
        </div>
      ) : (
        <ul className={styles.list} role="list" aria-label={`Watched ${words.plural}`}>
          {shown.map((entry) => (
            <li key={entry.car_id}>
              <WatchlistEntryCard
                entry={entry}
                site={watchlist.site}
                phone={view.e164}
                busy={state.busy.has(entry.car_id)}
                onRemove={() =>
                  void toggleWatch({ id: entry.car_id, name: entry.car.name }, watchlist, 'remove')
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
