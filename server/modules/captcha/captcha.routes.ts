/** GET /api/captcha/challenge: the challenge URL of the altcha widget (raw challenge JSON, no envelope, as the widget expects). */
import type { FastifyInstance } from 'fastify';

export function registerCaptchaRoutes(app: FastifyInstance): void {
  app.get('/api/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });
}
