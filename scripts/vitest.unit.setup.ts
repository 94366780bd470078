import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A wait ends on the event it waits for; the limit only bounds a failure. On a busy 2-core
// machine a lazily loaded part (the toasts' library, a combobox's list) can take more than
// testing-library's default second to arrive: useBulkAction.test missed its toast so at load 14.
configure({ asyncUtilTimeout: 5_000 });
