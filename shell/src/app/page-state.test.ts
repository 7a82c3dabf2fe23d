import { describe, expect, it } from 'vitest';
import { pageStateScript, PAGE_STATE_ID, readPageState, type PageState } from './page-state';

const STATE: PageState = {
  remote: 'seeker',
  data: { title: '</script><script>alert(1)</script> & \u2028' },
  router: { loaderData: {}, actionData: null, errors: null },
  role: null,
  siteUrl: 'http://portal.test',
};

describe('the page state', () => {
  it('is data that no text in it can end early, and reads back as it was', () => {
    const script = pageStateScript(STATE);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_STATE_ID}">`)).toBe(true);
    // One script element: the title's "</script>" stays text.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readPageState()).toEqual(STATE);
  });

  it('carries no error object: an error anywhere in it is "Request failed", without stack or request settings', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), {
      config: { baseURL: 'http://127.0.0.1:4000', timeout: 80000 },
      toJSON: () => ({ message: 'x', stack: 'at /srv/app/server.js:1:1', config: { timeout: 80000 } }),
    });
    const script = pageStateScript({ ...STATE, data: { queries: [{ state: { error, nested: [error] } }] } });
    for (const leak of ['stack', '/srv/app', '127.0.0.1', '80000', 'config', 'ECONNREFUSED'])
      expect(script, leak).not.toContain(leak);
    document.body.innerHTML = script;
    expect(readPageState()?.data).toEqual({
      queries: [
        {
          state: {
            error: { name: 'Error', message: 'Request failed' },
            nested: [{ name: 'Error', message: 'Request failed' }],
          },
        },
      ],
    });
  });

  it('is null on a page served as a file, and when the block is not JSON', () => {
    document.body.innerHTML = '';
    expect(readPageState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">{nope</script>`;
    expect(readPageState()).toBeNull();
  });
});
