/** HTTP shape of the assistant: `POST /api/ai/chat` answers with a streamed plain-text body. */
import { Readable } from 'node:stream';
import { assistantChatInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../http/validate';
import type { RateLimiter } from '../plugins/rate-limit';
import type { AssistantService } from './service';

export const TOO_MANY_QUESTIONS =
  'You are asking questions very quickly. Please wait a minute and try again.';

export function registerAssistantRoutes(
  app: FastifyInstance,
  assistant: AssistantService,
  limiter: RateLimiter,
  perIpPerMinute: number,
): void {
  app.post('/api/ai/chat', async (request, reply) => {
    await limiter.consume(
      [{ key: `ai:ip:${request.ip}`, limit: perIpPerMinute, windowMs: 60_000 }],
      TOO_MANY_QUESTIONS,
    );
    const input = parseWith(assistantChatInputSchema, request.body);
    // A visitor who closes the widget mid-answer stops the work upstream too.
    const clientGone = new AbortController();
    const body = Readable.from(assistant.reply(input, clientGone.signal));
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      clientGone.abort();
      body.destroy();
    });
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      .send(body);
  });
}
