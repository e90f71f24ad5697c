import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeHandler } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

// The real picker draws ~1,900 emoji cells, which takes jsdom twenty seconds; the e2e journey
// uses the real one. This stand-in records how it was set up and offers two emoji.
const pickerProps = vi.hoisted(() => ({ last: null as Record<string, unknown> | null }));
vi.mock('emoji-picker-react', () => ({
  Theme: { LIGHT: 'light', DARK: 'dark' },
  EmojiStyle: { NATIVE: 'native' },
  SuggestionMode: { RECENT: 'recent' },
  default: function FakeEmojiPicker(props: { onEmojiClick: (data: { emoji: string }) => void }) {
    pickerProps.last = props;
    return (
      <aside aria-label="Emoji picker">
        <button type="button" onClick={() => props.onEmojiClick({ emoji: '🙏' })}>
          folded hands
        </button>
        <button type="button" onClick={() => props.onEmojiClick({ emoji: '🔥' })}>
          fire
        </button>
      </aside>
    );
  },
}));

const GREETING = "Hello! I'm your AI assistant. How can I help you today?";
const ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';

/** An answer body the test writes into chunk by chunk, as the server streams it. */
function streamedAnswer() {
  const encoder = new TextEncoder();
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      writer = controller;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),
    write: (text: string) => writer.enqueue(encoder.encode(text)),
    end: () => writer.close(),
    breakOff: () => writer.error(new TypeError('network error')),
  };
}

interface ChatCall {
  headers: Record<string, string>;
  body: { history: unknown[]; newMessage: string };
}

/** The rest of the API as fakeApi answers it; POST /api/ai/chat answered by `answer`. */
function fakeAssistant(answer: () => Response, others: Record<string, FakeHandler> = {}) {
  const { fetchMock } = fakeApi(others);
  const calls: ChatCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (url.pathname !== '/api/ai/chat') return fetchMock(input, init);
      calls.push({
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: JSON.parse(init.body as string) as ChatCall['body'],
      });
      return answer();
    }),
  );
  return calls;
}

async function openAssistant(path = '/about') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await user.click(await screen.findByRole('button', { name: 'Open AI Assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
  const input = within(panel).getByPlaceholderText('Ask me anything...');
  const send = within(panel).getByRole('button', { name: 'Send message' });
  // The bubbles only: the live region repeats a finished answer for screen readers.
  const conversation = within(within(panel).getByRole('list', { name: 'Conversation' }));
  return { ...view, user, panel, conversation, input, send };
}

const cursor = () => screen.queryByTestId('assistant-cursor');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AI assistant', () => {
  it('opens from the floating button with the greeting and the question box focused', async () => {
    fakeAssistant(() => streamedAnswer().response);
    const { conversation, input, send } = await openAssistant();

    expect(conversation.getByText(GREETING)).toBeVisible();
    expect(conversation.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    expect(input).toHaveFocus();
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close AI Assistant' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('streams the answer into the AI bubble as it arrives, then settles on the trimmed text', async () => {
    const answer = streamedAnswer();
    const calls = fakeAssistant(() => answer.response);
    const { user, panel, conversation, input, send } = await openAssistant();

    await user.type(input, 'When is the next event?{Enter}');

    expect(conversation.getByText('When is the next event?')).toBeVisible();
    expect(input).toHaveValue('');
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(cursor()).toBeInTheDocument();

    answer.write('  Our next gathering is ');
    expect(await conversation.findByText('Our next gathering is')).toBeVisible();
    expect(cursor()).toBeInTheDocument();

    answer.write('Tuesday at 5:00 PM.\nSee [Events](#/events) for more.  \n');
    answer.end();

    await waitFor(() => expect(cursor()).not.toBeInTheDocument());
    const link = conversation.getByRole('link', { name: 'Events' });
    expect(link).toHaveAttribute('href', '/events');
    const bubble = link.parentElement!;
    expect(bubble).toHaveTextContent(
      'Our next gathering is Tuesday at 5:00 PM. See Events for more.',
      { normalizeWhitespace: true },
    );
    expect(bubble.textContent).toBe(
      'Our next gathering is Tuesday at 5:00 PM.\nSee Events for more.',
    );
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    // Read out once, finished, without the link's target.
    expect(panel.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Our next gathering is Tuesday at 5:00 PM. See Events for more.',
    );
  });

  it('does not send a blank question', async () => {
    const calls = fakeAssistant(() => streamedAnswer().response);
    const { user, conversation, input, send } = await openAssistant();

    await user.type(input, '    ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');

    expect(calls).toHaveLength(0);
    expect(conversation.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says sorry when the answer breaks off mid-stream', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = streamedAnswer();
    fakeAssistant(() => answer.response);
    const { user, conversation, input } = await openAssistant();

    await user.type(input, 'Where do you meet?{Enter}');
    answer.write('We meet at ');
    expect(await conversation.findByText('We meet at')).toBeVisible();
    answer.breakOff();

    expect(await conversation.findByText(ERROR_TEXT)).toBeVisible();
    expect(conversation.queryByText('We meet at')).toBeNull();
    expect(cursor()).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('logs a refused question with its status and body and says sorry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeAssistant(
      () =>
        new Response(JSON.stringify({ message: 'Too many questions. Try again in a minute.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { user, conversation, input } = await openAssistant();

    await user.type(input, 'Hello?{Enter}');

    expect(await conversation.findByText(ERROR_TEXT)).toBeVisible();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('429'),
      expect.stringContaining('Too many questions'),
    );
    expect(input).toBeEnabled();
  });

  it('sends the earlier conversation, without the greeting, and the token when signed in', async () => {
    const answers = ['We meet every Tuesday.', 'At 5:00 PM.'];
    const calls = fakeAssistant(
      () => {
        const answer = streamedAnswer();
        answer.write(answers[calls.length - 1]!);
        answer.end();
        return answer.response;
      },
      { 'GET /api/profile/me': () => ({ body: createUser() }) },
    );
    window.localStorage.setItem('token', 'member-token');
    const { user, conversation, input } = await openAssistant();

    await user.type(input, 'When do you meet?{Enter}');
    expect(await conversation.findByText('We meet every Tuesday.')).toBeVisible();
    await user.type(input, 'What time?{Enter}');
    expect(await conversation.findByText('At 5:00 PM.')).toBeVisible();

    expect(calls.map((call) => call.body)).toEqual([
      { history: [], newMessage: 'When do you meet?' },
      {
        history: [
          { role: 'user', parts: [{ text: 'When do you meet?' }] },
          { role: 'model', parts: [{ text: 'We meet every Tuesday.' }] },
        ],
        newMessage: 'What time?',
      },
    ]);
    expect(calls[0]!.headers.authorization).toBe('Bearer member-token');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
  });

  it('closes on Escape, gives focus back to the button, and keeps the conversation', async () => {
    fakeAssistant(() => streamedAnswer().response);
    const { user, input } = await openAssistant();

    await user.type(input, 'Half a thought');
    await user.keyboard('{Escape}');

    const toggle = screen.getByRole('button', { name: 'Open AI Assistant' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
    expect(within(panel).getByPlaceholderText('Ask me anything...')).toHaveValue('Half a thought');
    expect(within(panel).getByPlaceholderText('Ask me anything...')).toHaveFocus();
  });

  it('adds a picked emoji to the question, and Escape closes only the picker', async () => {
    fakeAssistant(() => streamedAnswer().response);
    const { user, panel, input } = await openAssistant();

    await user.type(input, 'Thank you ');
    await user.click(within(panel).getByRole('button', { name: 'Add an emoji' }));
    const picker = await within(panel).findByRole('complementary', { name: 'Emoji picker' });
    // docs/product.md#timings-and-limits: at most 280 px wide, 350 px or 40% of the window high;
    // device emoji.
    expect(pickerProps.last).toMatchObject({
      width: 280,
      height: Math.min(350, Math.round(window.innerHeight * 0.4)),
      emojiStyle: 'native',
    });
    await user.click(within(picker).getByRole('button', { name: 'folded hands' }));

    expect(input).toHaveValue('Thank you 🙏');
    expect(input).toHaveFocus();
    expect(within(panel).queryByRole('complementary')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Add an emoji' }));
    await within(panel).findByRole('complementary');
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('complementary')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Add an emoji' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
  });

  it('is not offered on the chat page or in the admin area', async () => {
    fakeApi({ 'GET /api/profile/me': { body: createUser({ role: 'Admin' }) } });
    const chat = renderApp('/chat', { token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Community Chat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open AI Assistant' })).toBeNull();
    chat.unmount();

    renderApp('/admin/events', { token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Manage Events' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open AI Assistant' })).toBeNull();
  });
});
