/**
 * The assistant's state (docs/product.md#assistant): the messages, the text being typed, and
 * whether an answer is on its way. A question adds the user's bubble and an empty AI bubble whose
 * text grows as the answer streams in; the reply in flight is cancelled if the panel goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AssistantReplyError, streamAssistantReply } from '../api';
import { historyForRequest } from '../lib/assistant-history';
import {
  ASSISTANT_ERROR_TEXT,
  ASSISTANT_GREETING,
  createAssistantMessage,
  type AssistantMessage,
} from '../lib/assistant-message';
import { replyAsPlainText } from '../lib/reply-segments';

export interface AssistantConversation {
  messages: AssistantMessage[];
  input: string;
  setInput: (text: string) => void;
  isLoading: boolean;
  /** The last finished answer, for the polite live region (chunks are not read out one by one). */
  announcement: string;
  send: () => void;
}

export function useAssistantConversation(): AssistantConversation {
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [
    createAssistantMessage('ai', ASSISTANT_GREETING),
  ]);
  const [input, setInput] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // State updates land on the next render; this stops a double Enter from asking twice.
  const sending = useRef(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(() => {
    const question = input.trim();
    if (question === '' || isLoading || sending.current) return;
    sending.current = true;

    const history = historyForRequest(messages);
    const reply = createAssistantMessage('ai', '', { streaming: true });
    setMessages((current) => [...current, createAssistantMessage('user', question), reply]);
    setInput('');
    setIsLoading(true);
    setAnnouncement('');

    const updateReply = (change: (message: AssistantMessage) => AssistantMessage) =>
      setMessages((current) =>
        current.map((message) => (message.id === reply.id ? change(message) : message)),
      );
    const finish = (text: string) => {
      updateReply((message) => ({ ...message, text, streaming: false }));
      setAnnouncement(replyAsPlainText(text));
      setIsLoading(false);
      sending.current = false;
    };

    const controller = new AbortController();
    inFlight.current = controller;
    let received = '';
    streamAssistantReply(
      { history, newMessage: question },
      {
        signal: controller.signal,
        onText: (chunk) => {
          received += chunk;
          updateReply((message) => ({ ...message, text: message.text + chunk }));
        },
      },
    ).then(
      () => {
        const answer = received.trim();
        // An answer that ended without a word is as good as none.
        finish(answer === '' ? ASSISTANT_ERROR_TEXT : answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused question was logged with its status already; a broken stream was not.
        if (!(error instanceof AssistantReplyError)) {
          console.warn('[assistant] the answer could not be read', error);
        }
        finish(ASSISTANT_ERROR_TEXT);
      },
    );
  }, [input, isLoading, messages]);

  return { messages, input, setInput, isLoading, announcement, send };
}
