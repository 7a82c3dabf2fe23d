import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { api } from './server';

// This file runs before every test file: the API answers that file's tests.
api.inThisFile();

// findBy/waitFor wait up to 5 s: the whole suite shares two cores with the build and the browser tests,
// and a page that answers in 50 ms alone can take over a second then. A wrong page still fails, later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
