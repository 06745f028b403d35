import { useEffect, useState } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastOptions {
  id: number;
}

type Listener = (items: ToastItem[]) => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(items));

/** Shows a toast for 5 seconds; callable from anywhere (no provider needed). */
export function toast(options: ToastOptions): void {
  const item = { ...options, id: nextId++ };
  items = [...items, item];
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== item.id);
    emit();
  }, 5000);
}

/** Renders the live toasts; mount once per page. Screen readers hear each one (role=status/alert). */
export function Toaster() {
  const [current, setCurrent] = useState<ToastItem[]>(items);
  useEffect(() => {
    listeners.add(setCurrent);
    return () => {
      listeners.delete(setCurrent);
    };
  }, []);
  return (
    <div className="toaster" aria-live="polite">
      {current.map((t) => (
        <div key={t.id} role={t.variant === 'destructive' ? 'alert' : 'status'} className={`toast toast--${t.variant ?? 'default'}`}>
          <strong className="toast__title">{t.title}</strong>
          {t.description ? <p className="toast__description">{t.description}</p> : null}
        </div>
      ))}
    </div>
  );
}
