import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLanguage } from '../i18n/language';
import { clearReportedErrors } from '../errors/errorReporter';
import { cancelConfirmations } from '../components/confirm/confirmation';
import { loadOverlays } from '../components/feedback/DeferredOverlays';

// findBy/waitFor wait up to 5 s: screens render slowly when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });

// relay-test-utils' mock environment spies with jest.fn().
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// A few test files run in Node (`@vitest-environment node`: the build's own code); the rest in jsdom.
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // jsdom lacks a few browser APIs the UI components (Ark UI) use.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  if (!window.PointerEvent) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
  }
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}

// The app loads its modals and toaster after the first paint; tests have them from the start.
beforeAll(async () => {
  if (inBrowser) await loadOverlays();
});

beforeEach(async () => {
  if (inBrowser) {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  await activateLanguage('en');
});

afterEach(() => {
  cleanup();
  clearReportedErrors();
  cancelConfirmations();
});
