/**
 * The assistant: a caring answer when a message speaks of a crisis or of distress (decided here,
 * before any provider sees it), otherwise the church's facts retrieved for the question and
 * handed to the configured provider, streamed back as they come.
 * A vendor that fails (error status, broken stream, 30 s timeout) ends the answer with an
 * apology and a log line; it never takes the server down.
 */
import {
  assistantTexts,
  defaultChurchSettings,
  type assistantChatInputSchema,
  type ChurchSettings,
} from '@torch/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CareContacts } from '../../config';
import { crisisReply, distressReply, feelingReply } from './care/care-replies';
import { sharedCareClassifier } from './care/care-classifier';
import { isFullOfFeeling, recogniseCareNeed, type CareNeed } from './care/recognise';
import { factsAnswer } from './answerability';
import type { ChurchKnowledge } from './knowledge';
import { chunksOf } from './providers/builtin';
import type { AssistantProvider } from './providers/provider';

type ChatInput = z.output<typeof assistantChatInputSchema>;

/** How many retrieved facts go with a question. */
const RELEVANT_FACTS = 6;

export class AssistantService {
  constructor(
    private readonly knowledge: ChurchKnowledge,
    private readonly provider: AssistantProvider,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      timeoutMs: number;
      /** The operator's CARE_* overrides; what is unset comes from the church settings. */
      care: Partial<CareContacts>;
      /** The church's current settings (docs/configuration.md#church-settings). */
      church: () => Promise<ChurchSettings>;
      /** Told the kind and family of each caring reply; never the message. */
      onCareReply: (need: CareNeed) => void;
    },
  ) {}

  async *reply(input: ChatInput, clientGone: AbortSignal): AsyncGenerator<string> {
    const classifier = sharedCareClassifier((error) =>
      this.log.error({ err: error }, 'the care classifier could not learn: phrases decide alone'),
    );
    const need = recogniseCareNeed(input.newMessage, input.history, classifier);
    if (need) {
      this.options.onCareReply(need);
      yield* chunksOf(await this.careReply(need));
      return;
    }
    const signal = AbortSignal.any([clientGone, AbortSignal.timeout(this.options.timeoutMs)]);
    let started = false;
    try {
      const knowledge = await this.knowledge.snapshot();
      const relevant = knowledge.index
        .search(input.newMessage, RELEVANT_FACTS)
        .map((match) => match.document);
      // A message full of feeling that the facts cannot answer is met with care, never declined.
      if (
        !factsAnswer(input.newMessage, relevant) &&
        isFullOfFeeling(input.newMessage, classifier)
      ) {
        const feeling: CareNeed = { kind: 'feeling', family: 'unplaced' };
        this.options.onCareReply(feeling);
        yield* chunksOf(await this.careReply(feeling));
        return;
      }
      const question = {
        question: input.newMessage,
        history: input.history,
        knowledge,
        relevant,
        emergencyNumbers: this.careContacts(knowledge.church).emergencyNumbers,
      };
      for await (const chunk of this.provider.stream(question, signal)) {
        started = true;
        yield chunk;
      }
    } catch (error) {
      if (clientGone.aborted) return;
      this.log.warn({ err: error, provider: this.provider.name }, 'assistant answer failed');
      yield started ? `\n\n${assistantTexts.apology}` : assistantTexts.apology;
    }
  }

  /** The operator's override where set, else the church's own numbers. */
  private careContacts(church: ChurchSettings): CareContacts {
    return {
      emergencyNumbers: this.options.care.emergencyNumbers ?? church.emergencyNumbers,
      helplines: this.options.care.helplines ?? church.helplines,
    };
  }

  /**
   * A caring reply is given even when the database is down: then with the overrides, or the
   * built-in numbers (999, 112) and contacts, rather than an error.
   */
  private async careReply(need: CareNeed): Promise<string> {
    const church = await this.options.church().catch(() => defaultChurchSettings);
    if (need.kind === 'crisis') return crisisReply(need.family, this.careContacts(church), church);
    if (need.kind === 'feeling') return feelingReply(this.careContacts(church), church);
    return distressReply(need.family, church);
  }
}
