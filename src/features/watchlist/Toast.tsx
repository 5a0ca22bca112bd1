import { useEffect, useRef } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import { alertIcon, checkIcon, closeIcon } from '../../components/ui/icon-set.ts';
import styles from './Toast.module.scss';

export interface ToastContent {
  tone: 'success' | 'error';
  title: string;
  message?: string | undefined;
  link?: { label: string; href: string } | undefined;
}

interface ToastProps {
  toast: ToastContent;
  onDismiss: () => void;
}

/** One toast (spec §4: one at a time): title, message, the View List link and a close button. */
export default function Toast({ toast, onDismiss }: ToastProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Escape closes it while focus is inside (a keyboard user tabbed to its link or button).
  useEffect(() => {
    const box = ref.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    box?.addEventListener('keydown', onKey);
    return () => box?.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  return (
    <div ref={ref} className={styles.toast} data-tone={toast.tone}>
      <Icon
        icon={toast.tone === 'success' ? checkIcon : alertIcon}
        size={22}
        className={styles.icon}
      />
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message && <p className={styles.message}>{toast.message}</p>}
        {toast.link && (
          <a className={styles.link} href={toast.link.href}>
            {toast.link.label}
          </a>
        )}
      </div>
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={onDismiss}>
        <Icon icon={closeIcon} size={18} />
      </button>
    </div>
  );
}
