import './node20-polyfills.mjs';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerIconSets } from '@hotel/ui/icon-sets';
import { WAIT_TIMEOUT } from './test-timeouts.mjs';

// waitFor and findBy* wait on their state up to this ceiling, not testing-library's 1 s.
configure({ asyncUtilTimeout: WAIT_TIMEOUT });

// Components draw icons by name from data, as in the back-office (the opt-in loaders of @hotel/ui/icon-sets).
registerIconSets();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
