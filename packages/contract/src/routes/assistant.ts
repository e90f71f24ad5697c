/** The assistant (docs/product.md#assistant): the answer is plain text, streamed as it is written. */
import { z } from 'zod';
import { assistantChatInputSchema } from '../assistant';
import { defineRoute } from '../http/route';

export const assistantRoutes = {
  chat: defineRoute({
    method: 'POST',
    path: '/api/ai/chat',
    summary: 'Ask the assistant; the answer streams back as plain text',
    tag: 'Assistant',
    access: 'anyone',
    body: assistantChatInputSchema,
    response: z.string(),
    contentType: 'text/plain',
    rateLimit: { policy: 'assistant' },
  }),
};
