// @vitest-environment node
// This package's public API is recorded next to its version (api-surface.json). Changing the API without
// the matching version bump fails here, so a remote built against a newer API is told apart from one built
// against the shell's (see "Shared modules" in docs/ARCHITECTURE.md).
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkApiSurface } from '@portal/remote-contract/api-surface';

it('keeps its public API in step with its version', () => {
  expect(checkApiSurface(join(import.meta.dirname, '..'))).toEqual([]);
}, 60_000);
