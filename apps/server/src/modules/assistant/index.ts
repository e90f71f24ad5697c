/**
 * The assistant (docs/assistant.md): answers visitors from the church's own current content,
 * with the provider AI_PROVIDER names.
 */
import { assistantRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { ServerMetrics } from '../../metrics/server-metrics';
import { readChurchSettings } from '../church/settings-reader';
import type { ModuleDeps } from '../module';
import { ChurchKnowledge, type KnowledgeSources } from './knowledge';
import { BuiltinProvider } from './providers/builtin';
import { GeminiProvider } from './providers/gemini';
import { OpenAiProvider } from './providers/openai';
import type { AssistantProvider } from './providers/provider';
import { assistantRouteHandlers, TOO_MANY_QUESTIONS } from './routes';
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

export function register(
  _app: FastifyInstance,
  deps: ModuleDeps,
  needs: {
    /** The church's current content, read from the other modules. */
    sources: KnowledgeSources;
    /** Present when metrics are on: care replies are counted there. */
    metrics: ServerMetrics | undefined;
  },
) {
  const { config, limiter } = deps;
  const knowledge = new ChurchKnowledge(deps.db, needs.sources, { now: deps.now });
  const { metrics } = needs;
  const assistant = new AssistantService(knowledge, providerFor(config.assistant), deps.log, {
    timeoutMs: config.assistant.timeoutMs,
    care: config.care,
    church: () => readChurchSettings(deps.db),
    onCareReply: (need) =>
      metrics?.assistantCareReplies.inc({ kind: need.kind, family: need.family }),
  });
  // Counted per address before the question is read, so refused questions cost nothing.
  deps.routes.limitBy('assistant', (request) =>
    limiter.consume(
      [{ key: `ai:ip:${request.ip}`, limit: config.assistant.rateLimitPerIp, windowMs: 60_000 }],
      TOO_MANY_QUESTIONS,
    ),
  );
  deps.routes.register(assistantRoutes, assistantRouteHandlers(assistant));
  return { assistant };
}
