import { describe, expect, it } from 'vitest';
import { pageHandle } from './contract';

describe('pageHandle', () => {
  it("is the deepest matched route's handle that has a title (a layout's title gives way to its page's)", () => {
    const layout = { title: 'Employer', auth: 'employeer' as const };
    const page = { title: 'Dashboard', code: 'dashboard' };
    expect(pageHandle([{ handle: layout }, { handle: page }, { handle: { auth: 'employeer' } }])).toBe(page);
    expect(pageHandle([{ handle: layout }, { handle: undefined }])).toBe(layout);
  });

  it('is null when no matched route names its page (an empty title names nothing)', () => {
    expect(pageHandle([])).toBeNull();
    expect(
      pageHandle([{ handle: undefined }, { handle: { title: '' } }, { handle: 'not a handle' }]),
    ).toBeNull();
  });
});
