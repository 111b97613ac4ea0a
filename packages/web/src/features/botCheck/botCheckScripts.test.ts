// The provider adapters against stubbed provider globals (jsdom loads no remote script: each
// test fires the script's load or error event itself).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, recaptchaToken, turnstileToken, TURNSTILE_SCRIPT } from './botCheckScripts';

const scripts = () => [...document.head.querySelectorAll('script')];
const fire = (type: 'load' | 'error') => scripts().at(-1)!.dispatchEvent(new Event(type));
/** Lets the awaited load promise settle before the next step. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.grecaptcha;
  delete window.turnstile;
  scripts().forEach((s) => s.remove());
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('adds a script once per source and shares its outcome', async () => {
    const first = loadScript('https://example.test/a.js');
    const second = loadScript('https://example.test/a.js');
    expect(scripts().map((s) => s.src)).toEqual(['https://example.test/a.js']);
    fire('load');
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(await loadScript('https://example.test/a.js')).toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('resolves false on an error, removes the script and tries again next time', async () => {
    const failed = loadScript('https://example.test/b.js');
    fire('error');
    expect(await failed).toBe(false);
    expect(scripts()).toHaveLength(0);
    const retried = loadScript('https://example.test/b.js');
    expect(scripts()).toHaveLength(1);
    fire('load');
    expect(await retried).toBe(true);
  });

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers();
    const slow = loadScript('https://example.test/c.js');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await slow).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});

describe('recaptchaToken', () => {
  it('is null when grecaptcha fails to execute', async () => {
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => Promise.reject(new Error('invalid key')) };
    const token = recaptchaToken('bad-key', 'registration');
    fire('load');
    expect(await token).toBeNull();
  });
});

describe('turnstileToken', () => {
  it('renders a widget for the site key and action, returns its token and removes the widget', async () => {
    const remove = vi.fn();
    const render = vi.fn((container: HTMLElement, options: { callback: (token: string) => void }) => {
      expect(container.isConnected).toBe(true);
      setTimeout(() => options.callback('turnstile-token'), 0);
      return 'widget-1';
    });
    window.turnstile = { render, remove };
    const token = turnstileToken('turnstile-key', 'signIn');
    expect(scripts().map((s) => s.src)).toEqual([TURNSTILE_SCRIPT]);
    fire('load');
    expect(await token).toBe('turnstile-token');
    expect(render).toHaveBeenCalledExactlyOnceWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'turnstile-key', action: 'signIn', appearance: 'interaction-only', 'response-field': false }),
    );
    expect(remove).toHaveBeenCalledExactlyOnceWith('widget-1');
    expect(document.querySelector('[data-bot-check]')).toBeNull();
  });

  it('is null when the challenge errors', async () => {
    window.turnstile = {
      render: (_container, options) => {
        setTimeout(() => options['error-callback'](), 0);
        return 'widget-2';
      },
      remove: vi.fn(),
    };
    // The script loaded in the previous test stays loaded for the page.
    const token = turnstileToken('turnstile-key', 'passwordReset');
    await tick();
    expect(await token).toBeNull();
    expect(document.querySelector('[data-bot-check]')).toBeNull();
  });
});
