/**
 * Reads a server-sent events body (both Gemini's `alt=sse` and OpenAI's chat completions
 * stream this way) and yields the `data:` payload of each event as it arrives. The parsing is
 * eventsource-parser's (docs/decisions/025-libraries-for-solved-problems.md).
 */
import { createParser } from 'eventsource-parser';

export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A last event whose closing blank line never came still counts: the blank line ends it.
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      yield* events.splice(0);
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}
