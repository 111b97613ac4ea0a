// The yes/no confirm modal's queue (§2 Modals): any screen asks, the one dialog answers.
// `askConfirmation` resolves true on Yes and false on No, Escape or a click outside.
import { useSyncExternalStore } from 'react';

export interface ConfirmationRequest {
  title: string;
  message?: string;
  /** The Yes button's text; default "Yes". */
  confirmLabel?: string;
  /** The No button's text; default "No". */
  cancelLabel?: string;
  /** Red Yes for what cannot be undone (delete, lock, withdraw). */
  tone?: 'default' | 'danger';
}

interface Pending extends ConfirmationRequest {
  id: number;
  resolve: (answer: boolean) => void;
}

let queue: readonly Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function askConfirmation(request: ConfirmationRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

export function answerConfirmation(id: number, answer: boolean) {
  const pending = queue.find((entry) => entry.id === id);
  if (!pending) return;
  queue = queue.filter((entry) => entry.id !== id);
  emit();
  pending.resolve(answer);
}

/** Cancels whatever is waiting (sign-out, idle timeout). */
export function cancelConfirmations() {
  const waiting = queue;
  queue = [];
  emit();
  waiting.forEach((entry) => entry.resolve(false));
}

export function usePendingConfirmation(): Pending | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}
