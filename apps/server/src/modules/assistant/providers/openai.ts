/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI itself, or a local model server a
 * church runs): `POST {OPENAI_BASE_URL}/chat/completions` with `stream: true`.
 */
import { systemPrompt } from '../prompt';
import { sseData } from './sse';
import {
  AssistantProviderError,
  safeText,
  type AssistantProvider,
  type AssistantQuestion,
} from './provider';

interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

export class OpenAiProvider implements AssistantProvider {
  readonly name = 'openai';

  constructor(
    private readonly options: { apiKey: string | undefined; baseUrl: string; model: string },
  ) {}

  async *stream(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'Content-Type': 'application/json',
        ...(this.options.apiKey ? { Authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        stream: true,
        temperature: 0.3,
        messages: [
          { role: 'system', content: systemPrompt(question) },
          ...question.history.map((message) => ({
            role: message.role === 'model' ? 'assistant' : 'user',
            content: message.parts.map((part) => part.text).join(''),
          })),
          { role: 'user', content: question.question },
        ],
      }),
    });
    if (!response.ok || !response.body)
      throw new AssistantProviderError(
        `The AI service answered ${response.status}: ${await safeText(response)}`,
      );
    for await (const data of sseData(response.body)) {
      if (data.trim() === '[DONE]') return;
      const chunk = JSON.parse(data) as CompletionChunk;
      if (chunk.error)
        throw new AssistantProviderError(`AI stream error: ${chunk.error.message ?? ''}`);
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}
