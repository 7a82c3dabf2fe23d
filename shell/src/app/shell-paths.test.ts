import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shellPages } from './router';
import { isShellPath } from './shell-paths';

describe('isShellPath', () => {
  it('agrees with react-router over the shell’s own routes', () => {
    const paths = ['/', '/login', '/signup', '/LOGIN', '/login/', '/signup//', '/find-jobs', '/jobs/12'];
    for (const path of [...paths, '/login/extra', '/employeer', '/loginx', '/404-warmup']) {
      expect(isShellPath(path), path).toBe(matchRoutes(shellPages, path) !== null);
    }
  });
});
