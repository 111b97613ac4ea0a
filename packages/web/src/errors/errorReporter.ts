// The global error modal's queue: any layer reports, the one modal shows them in turn.
import { useSyncExternalStore } from 'react';
import type { AppError } from './appError';

export interface ReportedError {
  id: number;
  title: string;
  messages: readonly string[];
  /** Offer to reload the page (the page is from an earlier version of the portal). */
  reload: boolean;
}

let queue: readonly ReportedError[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows `error` in the error modal, unless the same text is already waiting. */
export function reportError(error: Pick<AppError, 'title' | 'messages'> & { kind?: AppError['kind'] }) {
  const duplicate = queue.some((e) => e.title === error.title && e.messages.join('\n') === error.messages.join('\n'));
  if (duplicate) return;
  queue = [...queue, { id: nextId++, title: error.title, messages: error.messages, reload: error.kind === 'outdated' }];
  emit();
}

export function dismissError(id: number) {
  queue = queue.filter((e) => e.id !== id);
  emit();
}

export function clearReportedErrors() {
  queue = [];
  emit();
}

export function useReportedErrors(): readonly ReportedError[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue,
  );
}
