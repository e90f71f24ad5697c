/** Wires the assistant from configuration: the provider AI_PROVIDER names, over this church's data. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { RateLimiter } from '../plugins/rate-limit';
import { ChurchKnowledge, type KnowledgeSources } from './knowledge';
import { BuiltinProvider } from './providers/builtin';
import { GeminiProvider } from './providers/gemini';
import { OpenAiProvider } from './providers/openai';
import type { AssistantProvider } from './providers/provider';
import { registerAssistantRoutes } from './routes';
import { AssistantService } from './service';

function providerFor(config: Config['assistant']): AssistantProvider {
  switch (config.provider) {
    case 'gemini':
      return new GeminiProvider({
        apiKey: config.geminiApiKey ?? '',
        apiUrl: config.geminiApiUrl,
        model: config.model ?? 'gemini-2.5-flash',
      });
    case 'openai':
      return new OpenAiProvider({
        apiKey: config.openaiApiKey,
        baseUrl: config.openaiBaseUrl,
        model: config.model ?? 'gpt-4o-mini',
      });
    default:
      return new BuiltinProvider();
  }
}

export function registerAssistant(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    sources: KnowledgeSources;
    limiter: RateLimiter;
    now: () => Date;
    /** Present when metrics are on: care replies are counted there. */
    metrics: ServerMetrics | undefined;
  },
): AssistantService {
  const knowledge = new ChurchKnowledge(deps.db, deps.sources, {
    timeZone: deps.config.churchTimeZone,
    now: deps.now,
  });
  const { metrics } = deps;
  const assistant = new AssistantService(knowledge, providerFor(deps.config.assistant), app.log, {
    timeoutMs: deps.config.assistant.timeoutMs,
    care: deps.config.care,
    onCareReply: (need) =>
      metrics?.assistantCareReplies.inc({ kind: need.kind, family: need.family }),
  });
  registerAssistantRoutes(app, assistant, deps.limiter, deps.config.assistant.rateLimitPerIp);
  return assistant;
}
