/** Testing Library matchers, and a clean DOM, storage and globals (fakeApi's fetch) between tests. */
import '@testing-library/jest-dom/vitest';
import '../shared/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy chunks; on a busy CI machine the first import can take over a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.body.style.overflow = '';
});

// jsdom has no layout engine; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => undefined;
