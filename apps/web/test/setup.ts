import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give a page 5 s, not 1: two files render side by side on two cores.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty page and empty storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
