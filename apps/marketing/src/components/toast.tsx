import { useEffect, useRef, useState } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastOptions {
  id: number;
}

type Listener = (items: ToastItem[]) => void;

/** How long a toast without an error stays (an error stays until dismissed). */
const AUTO_DISMISS_MS = 5000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(items));

/** Removes a toast (its close button, or the timer of a non-error toast). */
export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Removes the error toasts: a new attempt (Next, Send) makes the last one's error stale. */
export function dismissErrorToasts(): void {
  if (!items.some((t) => t.variant === 'destructive')) return;
  items = items.filter((t) => t.variant !== 'destructive');
  emit();
}

/**
 * Shows a toast; callable from anywhere (no provider needed). A success toast leaves after 5
 * seconds; an error toast stays until its close button is pressed or a newer toast replaces it,
 * so it cannot vanish unread and errors never pile up.
 */
export function toast(options: ToastOptions): void {
  const item = { ...options, id: nextId++ };
  items = [...items.filter((t) => t.variant !== 'destructive'), item];
  emit();
  if (item.variant !== 'destructive') setTimeout(() => dismissToast(item.id), AUTO_DISMISS_MS);
}

/**
 * The toasts sit fixed at the bottom of the screen: the page gets room below its end so nothing
 * stays unreachable under them, and a field in error is scrolled out from under them.
 */
function uncoverInvalidFields(toaster: HTMLElement | null): void {
  if (!toaster) return;
  document.body.style.paddingBottom = toaster.childElementCount > 0 ? `${toaster.getBoundingClientRect().height + 16}px` : '';
  if (toaster.childElementCount === 0) return;
  const covered = toaster.getBoundingClientRect();
  const target =
    (document.activeElement?.getAttribute('aria-invalid') === 'true' ? document.activeElement : null) ?? document.querySelector('[aria-invalid="true"]');
  if (!target) return;
  const field = target.getBoundingClientRect();
  const overlaps = field.bottom > covered.top && field.top < covered.bottom && field.right > covered.left && field.left < covered.right;
  if (overlaps) window.scrollBy({ top: field.bottom - covered.top + 16 });
}

/**
 * Renders the live toasts; mount once per page. Screen readers hear each one (role=status/alert).
 * Alt+T (docs/product.md §9's toast hotkey) moves focus to the newest toast's close button.
 */
export function Toaster() {
  const [current, setCurrent] = useState<ToastItem[]>(items);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    listeners.add(setCurrent);
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const buttons = region.current?.querySelectorAll<HTMLButtonElement>('.toast__close');
      if (!buttons || buttons.length === 0) return;
      event.preventDefault();
      buttons[buttons.length - 1].focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      listeners.delete(setCurrent);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  useEffect(() => uncoverInvalidFields(region.current), [current]);
  return (
    <section className="toaster" aria-label="Notifications (Alt+T)" aria-live="polite" ref={region}>
      {current.map((t) => (
        <div key={t.id} role={t.variant === 'destructive' ? 'alert' : 'status'} className={`toast toast--${t.variant ?? 'default'}`}>
          <div className="toast__body">
            <strong className="toast__title">{t.title}</strong>
            {t.description ? <p className="toast__description">{t.description}</p> : null}
          </div>
          <button type="button" className="toast__close" aria-label={`Close notification: ${t.title}`} onClick={() => dismissToast(t.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
