// API calls arriving during a QA reset wait for it (the reset yields, so they are not refused and never
// see half a seed). `/health` and the QA controls answer meanwhile.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const { resetting } = app.seed;
      if (resetting && !request.url.startsWith('/__qa') && request.url !== '/health') {
        await resetting.catch(() => undefined);
      }
    });
  },
  { name: 'reset-gate', dependencies: ['seed'] },
);
