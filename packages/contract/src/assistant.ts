/**
 * The AI assistant (docs/product.md#assistant): what the widget sends and the texts both sides use.
 */
import { z } from 'zod';

export const assistantLimits = {
  maxMessageLength: 2000,
  maxHistoryMessages: 20,
} as const;

export const assistantTexts = {
  greeting: "Hello! I'm your AI assistant. How can I help you today?",
  placeholder: 'Ask me anything...',
  error: 'Sorry, I encountered an error. Please try again.',
  /** Ends a stream when the AI service fails part-way. */
  apology: "I'm sorry, I can't finish that answer right now. Please try again in a moment.",
} as const;

/**
 * The app route that opens the prayer form ready to write in: the assistant's caring replies
 * link to it (as `#/prayer?request=new`), the prayer page reads it.
 */
export const prayerFormRoute = { path: '/prayer', param: 'request', value: 'new' } as const;
export const prayerFormLink = `#${prayerFormRoute.path}?${prayerFormRoute.param}=${prayerFormRoute.value}`;

const messageText = (label: string) =>
  z.string({ error: `${label} is required` }).max(assistantLimits.maxMessageLength, {
    error: `${label} must be at most ${assistantLimits.maxMessageLength} characters`,
  });

export const assistantHistoryMessageSchema = z
  .object({
    role: z.enum(['user', 'model']),
    parts: z.array(z.object({ text: messageText('Message') })).max(10),
  })
  .refine(
    (message) =>
      message.parts.reduce((length, part) => length + part.text.length, 0) <=
      assistantLimits.maxMessageLength,
    { error: `Message must be at most ${assistantLimits.maxMessageLength} characters` },
  );
export type AssistantHistoryMessage = z.infer<typeof assistantHistoryMessageSchema>;

export const assistantChatInputSchema = z.object({
  history: z
    .array(assistantHistoryMessageSchema)
    .max(assistantLimits.maxHistoryMessages, {
      error: `At most ${assistantLimits.maxHistoryMessages} earlier messages can be sent`,
    })
    .default([]),
  newMessage: messageText('Message').trim().min(1, { error: 'Message is required' }),
});
export type AssistantChatInput = z.input<typeof assistantChatInputSchema>;
