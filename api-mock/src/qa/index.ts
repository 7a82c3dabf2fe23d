// The QA controls, one plugin in the API's scope, registered only when they are on. In the order every API
// call meets them: a call arriving during a QA reset waits for it; faults and stubs, the journal
// (hooks.ts); then the /__qa routes (routes.ts, behind the QA token) and the QA console, the page testers
// work from (console.ts, served without the token: it asks for it).
import fp from 'fastify-plugin';
import qaConsole from './console.js';
import { watchCalls } from './hooks.js';
import qaRoutes from './routes.js';

export default fp(
  async (api) => {
    // The reset yields, so calls arriving meanwhile are not refused and never see half a seed. `/health`
    // and the QA controls answer meanwhile.
    api.addHook('onRequest', async (request) => {
      const { resetting } = api.seed;
      if (resetting && !request.url.startsWith('/__qa') && request.url !== '/health') {
        await resetting.catch(() => undefined);
      }
    });
    watchCalls(api);
    await api.register(qaRoutes);
    await api.register(qaConsole);
  },
  { name: 'qa', dependencies: ['auth', 'seed', 'alerts', 'employer-alerts', 'job-posting'] },
);
