/**
 * Google Gemini through its REST API (`streamGenerateContent` with `alt=sse`). Plain fetch
 * keeps the request abortable and lets tests point it at a local server that speaks the same
 * protocol (docs/decisions/011-assistant-providers.md).
 */
import { systemPrompt } from '../prompt';
import { sseData } from './sse';
import {
  AssistantProviderError,
  safeText,
  type AssistantProvider,
  type AssistantQuestion,
} from './provider';

interface GeminiChunk {
  candidates?: { content?: { parts?: { text?: string }[] } }[];
  error?: { message?: string };
}

export class GeminiProvider implements AssistantProvider {
  readonly name = 'gemini';

  constructor(private readonly options: { apiKey: string; apiUrl: string; model: string }) {}

  async *stream(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    const url = `${this.options.apiUrl.replace(/\/$/, '')}/v1beta/models/${encodeURIComponent(this.options.model)}:streamGenerateContent?alt=sse`;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': this.options.apiKey },
      body: JSON.stringify({
        systemInstruction: { parts: [{ text: systemPrompt(question) }] },
        contents: [...question.history, { role: 'user', parts: [{ text: question.question }] }],
        generationConfig: { temperature: 0.3, maxOutputTokens: 600 },
      }),
    });
    if (!response.ok || !response.body)
      throw new AssistantProviderError(
        `Gemini answered ${response.status}: ${await safeText(response)}`,
      );
    for await (const data of sseData(response.body)) {
      const chunk = JSON.parse(data) as GeminiChunk;
      if (chunk.error)
        throw new AssistantProviderError(`Gemini stream error: ${chunk.error.message ?? ''}`);
      const text = chunk.candidates?.[0]?.content?.parts?.map((part) => part.text ?? '').join('');
      if (text) yield text;
    }
  }
}
