/**
 * The assistant's route, declared in the contract: `POST /api/ai/chat` answers with a streamed
 * plain-text body, which the handler sends itself.
 */
import { Readable } from 'node:stream';
import type { assistantRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { AssistantService } from './service';

export const TOO_MANY_QUESTIONS =
  'You are asking questions very quickly. Please wait a minute and try again.';

export function assistantRouteHandlers(
  assistant: AssistantService,
): RouteHandlers<typeof assistantRoutes> {
  return {
    chat: ({ body: input, reply }) => {
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
    },
  };
}
