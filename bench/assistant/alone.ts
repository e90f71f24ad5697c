/**
 * The parts of an answer's first chunk, each alone and warm, in the bench's process: the
 * snapshot with its cache current, a trivial query, rebuilding the snapshot, BM25 retrieval,
 * the built-in answer and the care recogniser.
 */
import type { KnowledgeSnapshot } from '../../apps/server/src/modules/assistant/knowledge';
import { sharedCareClassifier } from '../../apps/server/src/modules/assistant/care/care-classifier';
import { recogniseCareNeed } from '../../apps/server/src/modules/assistant/care/recognise';
import { builtinAnswer } from '../../apps/server/src/modules/assistant/providers/builtin';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { timeEach } from '../lib/clock';
import { us, ms } from '../lib/format';
import type { AssistantTrace } from './hooks';
import { RELEVANT_FACTS } from './protocol';
import type { Questions } from './questions';

export async function timeAlone(
  { knowledge, snapshot }: AssistantTrace,
  database: DatabaseHandle,
  today: string,
  { questions }: Questions,
): Promise<string> {
  const warm: KnowledgeSnapshot = await snapshot();
  const signatureQuery = await timeEach(200, snapshot);
  const ping = await timeEach(200, () => database.ping());
  // A content change makes the next answer rebuild the snapshot (six queries, facts, index).
  const rebuilder = knowledge as unknown as { build?: (day: string) => Promise<KnowledgeSnapshot> };
  const rebuild =
    typeof rebuilder.build === 'function' ? await timeEach(20, () => rebuilder.build!(today)) : NaN;
  let turn = 0;
  const retrieval = await timeEach(20_000, () => {
    const question = questions[turn++ % questions.length]![0];
    return warm.index.search(question, RELEVANT_FACTS);
  });
  const relevantFor = questions.map(([question]) =>
    warm.index.search(question, RELEVANT_FACTS).map((match) => match.document),
  );
  const answering = await timeEach(20_000, () => {
    const index = turn++ % questions.length;
    return builtinAnswer({
      question: questions[index]![0],
      history: [],
      knowledge: warm,
      relevant: relevantFor[index]!,
      emergencyNumbers: ['999', '112'],
    });
  });
  // The care recogniser runs on every question before retrieval, with the person's last messages.
  const history = questions
    .slice(0, 3)
    .map(([text]) => ({ role: 'user' as const, parts: [{ text }] }));
  const recognising = await timeEach(20_000, () =>
    recogniseCareNeed(questions[turn++ % questions.length]![0], history, sharedCareClassifier()),
  );
  return `alone and warm: snapshot() with the cache current (its one signature query) ${us(signatureQuery)}; SELECT 1 ${us(ping)}; rebuilding the snapshot ${ms(rebuild)}; BM25 search ${us(retrieval)}; built-in answer ${us(answering)}; care recogniser (with 3 earlier messages) ${us(recognising)}`;
}
