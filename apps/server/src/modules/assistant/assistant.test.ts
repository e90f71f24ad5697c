import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { assistantTexts, church, RECURRING_TUESDAY } from '@torch/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoChurch, DEMO_TODAY as TODAY } from '../../../test/demo-church';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { demoEvents, demoTeachings } from '../demo-content/demo-content';
import { longDate } from './knowledge';

let server: TestServer | undefined;
const fakes: http.Server[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(
    fakes.splice(0).map(
      (fake) =>
        new Promise<void>((resolve) => {
          fake.closeAllConnections();
          fake.close(() => resolve());
        }),
    ),
  );
});

async function churchWithDemoContent(env: Record<string, string> = {}): Promise<TestServer> {
  server = await createDemoChurch(env);
  return server;
}

async function ask(newMessage: string, history: unknown[] = []) {
  const response = await server!.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    payload: { history, newMessage },
  });
  return response;
}

describe('the built-in assistant', () => {
  it('answers at least 21 of 22 questions about the demo church with the right fact', async () => {
    await churchWithDemoContent();
    const dated = demoEvents(TODAY)
      .filter((event) => event.event_date !== RECURRING_TUESDAY)
      .sort((a, b) => a.event_date.localeCompare(b.event_date));
    const next = dated[0]!;
    const latestTeaching = [...demoTeachings(TODAY)].sort((a, b) =>
      b.preached_at.localeCompare(a.preached_at),
    )[0]!;
    const outreach = dated.find((event) => event.title.includes('Kireka'))!;
    const questions: [string, string[]][] = [
      ['When is the next event?', [next.title, longDate(next.event_date)]],
      ["What's coming up at church?", [next.title]],
      ['What time is the Tuesday service?', ['5:00 PM', '8:00 PM']],
      ['When do you meet on Tuesdays?', ['Tuesday', '5:00 PM']],
      ['How can I give by mobile money?', ['MTN Mobile Money', 'Airtel Money']],
      ['Can I pay my tithe online?', ['#/give']],
      ['What is the latest sermon?', [latestTeaching.title]],
      ['Where can I watch teachings?', ['#/teachings']],
      ['When is the Kireka outreach?', [outreach.title, longDate(outreach.event_date)]],
      ['Is there a Light Campus in Ntinda?', ['Ntinda Light Campus']],
      ['Are there campuses near Makerere?', ['Makerere']],
      ['How can I volunteer?', ['#/serve', 'Worship']],
      ['Can I join the media team?', ['Media & Tech']],
      ['Who is the senior pastor?', ['Pastor Daniel Mukasa']],
      ['What is your phone number?', [church.phone]],
      ['Where is the church located?', [church.address]],
      ['How do I send a prayer request?', ['#/prayer']],
      ['Do you have a program for kids?', ['Torch Stars']],
      ['I am new here, how do I join?', ['#/join-us']],
      ['When is Baptism Sunday?', ['Baptism Sunday', 'Munyonyo']],
      ['What did the blog say recently?', ['#/blog']],
      ['Hello', ['events']],
    ];
    const misses: string[] = [];
    for (const [question, facts] of questions) {
      const answer = (await ask(question)).body;
      const missing = facts.filter((fact) => !answer.includes(fact));
      if (missing.length > 0) misses.push(`${question} → missing ${missing.join(', ')}: ${answer}`);
    }
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(1);
  });

  it('streams the answer in chunks, the first one before the last is written', async () => {
    await churchWithDemoContent();
    const url = await server!.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/api/ai/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ history: [], newMessage: 'When is the next event?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for await (const chunk of response.body as AsyncIterable<Uint8Array>)
      chunks.push(decoder.decode(chunk, { stream: true }));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toMatch(/^The next event is /);
  });

  it('knows about an event as soon as the staff add it', async () => {
    await churchWithDemoContent();
    await server!.services.events.create({
      title: 'Prayer Breakfast',
      location: 'Fellowship Hall',
      event_date: '2026-03-13',
      event_time: '07:00',
      registration_required: true,
      description: 'Breakfast and prayer for the city.',
      image_base64: '',
    });
    const answer = (await ask('When is the next event?')).body;
    expect(answer).toContain(
      'The next event is Prayer Breakfast, on Friday, 13 March 2026, 7:00 AM',
    );
    expect(answer).toContain('Registration is required.');
  });

  it('reads a short follow-up with the question before it', async () => {
    await churchWithDemoContent();
    const history = [
      { role: 'user', parts: [{ text: 'When is Baptism Sunday?' }] },
      { role: 'model', parts: [{ text: 'Baptism Sunday is on …' }] },
    ];
    expect((await ask('And where is it?', history)).body).toContain('Munyonyo lakeshore');
  });

  it('says when it does not know, and who to ask', async () => {
    await churchWithDemoContent();
    const answer = (await ask('What is the capital of Peru?')).body;
    expect(answer).toContain("I'm not sure");
    expect(answer).toContain(church.email);
  });

  it('answers danger with care and real help, whatever else was asked', async () => {
    await churchWithDemoContent();
    for (const message of [
      'I want to end my life',
      'my husband beats me, when is the next event?',
    ]) {
      const answer = (await ask(message)).body;
      expect(answer).toContain('999');
      expect(answer).toContain(church.phone);
      expect(answer).toContain('#/prayer');
    }
  });
});

describe('the assistant route', () => {
  it('refuses blank, too long and too much history with a clear 400', async () => {
    server = await createTestServer();
    expect((await ask('   ')).json()).toMatchObject({ message: 'Message is required' });
    expect((await ask('x'.repeat(2001))).statusCode).toBe(400);
    const turn = { role: 'user', parts: [{ text: 'hi' }] };
    expect(
      (
        await ask(
          'hi',
          Array.from({ length: 21 }, () => turn),
        )
      ).json(),
    ).toMatchObject({
      message: 'At most 20 earlier messages can be sent',
    });
    expect((await ask('hi', [{ role: 'system', parts: [{ text: 'x' }] }])).statusCode).toBe(400);
    expect(
      (await ask('hi', [{ role: 'user', parts: [{ text: 'x'.repeat(2001) }] }])).statusCode,
    ).toBe(400);
    expect(
      (
        await ask(
          'hi',
          Array.from({ length: 20 }, () => turn),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits questions per address with a 429', async () => {
    server = await createTestServer({ AI_RATE_LIMIT_PER_IP: '2' });
    expect((await ask('hi')).statusCode).toBe(200);
    expect((await ask('hi')).statusCode).toBe(200);
    const third = await ask('hi');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: 'You are asking questions very quickly. Please wait a minute and try again.',
    });
  });

  it('counts a question before reading it, so a malformed one uses up the limit too', async () => {
    server = await createTestServer({ AI_RATE_LIMIT_PER_IP: '2' });
    expect((await ask('')).statusCode).toBe(400);
    expect((await ask('hi')).statusCode).toBe(200);
    expect((await ask('hi')).statusCode).toBe(429);
  });
});

/** A local stand-in for a vendor: records each request and answers as the test says. */
async function fakeVendor(
  answer: (request: http.IncomingMessage, body: string, response: http.ServerResponse) => void,
) {
  const requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const closed: boolean[] = [];
  const fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      response.on('close', () => closed.push(!response.writableFinished));
      answer(request, body, response);
    });
  });
  fakes.push(fake);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`, requests, closed };
}

const sse = (response: http.ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
const geminiEvent = (text: string) =>
  `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] } }] })}\r\n\r\n`;
const openAiEvent = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe('the Gemini provider', () => {
  it('streams the chunks in order and sends the church facts with the question', async () => {
    const vendor = await fakeVendor((_request, _body, response) => {
      sse(response);
      for (const text of ['The next ', 'event is ', 'Youth Night.'])
        response.write(geminiEvent(text));
      response.end();
    });
    await churchWithDemoContent({
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'test-key',
      GEMINI_API_URL: vendor.url,
    });
    const response = await ask('When is the next event?', [
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Hello!' }] },
    ]);
    expect(response.body).toBe('The next event is Youth Night.');
    const sent = vendor.requests[0]!;
    expect(sent.url).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(sent.headers['x-goog-api-key']).toBe('test-key');
    const body = JSON.parse(sent.body) as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
    };
    const prompt = body.systemInstruction.parts[0]!.text;
    const next = demoEvents(TODAY)
      .filter((event) => event.event_date !== RECURRING_TUESDAY)
      .sort((a, b) => a.event_date.localeCompare(b.event_date))[0]!;
    expect(prompt).toContain(`${next.title} is on ${longDate(next.event_date)}`);
    expect(prompt).toContain('Never invent dates');
    expect(prompt).toContain('Thursday, 12 March 2026');
    expect(body.contents.map((content) => content.role)).toEqual(['user', 'model', 'user']);
    expect(body.contents.at(-1)?.parts[0]?.text).toBe('When is the next event?');
  });

  it('ends with an apology when the vendor fails, before or during the answer', async () => {
    let mode: 'error' | 'break' = 'error';
    const vendor = await fakeVendor((_request, _body, response) => {
      if (mode === 'error') {
        response.writeHead(503, { 'Content-Type': 'application/json' });
        response.end('{"error":{"message":"overloaded"}}');
        return;
      }
      sse(response);
      response.write(geminiEvent('Our next event'));
      setTimeout(() => response.socket?.destroy(), 100);
    });
    await churchWithDemoContent({
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'k',
      GEMINI_API_URL: vendor.url,
    });
    expect((await ask('Anything on this week?')).body).toBe(assistantTexts.apology);
    mode = 'break';
    expect((await ask('Anything on this week?')).body).toBe(
      `Our next event\n\n${assistantTexts.apology}`,
    );
    // The server is still answering.
    expect((await ask('   ')).statusCode).toBe(400);
  });

  it('stops the vendor request when the visitor goes away', async () => {
    const vendor = await fakeVendor((_request, _body, response) => {
      sse(response);
      response.write(geminiEvent('A long answer '));
      // …and never ends it.
    });
    await churchWithDemoContent({
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'k',
      GEMINI_API_URL: vendor.url,
    });
    const url = new URL(await server!.app.listen({ port: 0, host: '127.0.0.1' }));
    // A browser closing the widget drops the connection mid-answer.
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/ai/chat',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            request.destroy();
          });
        },
      );
      request.on('error', () => undefined);
      request.once('error', reject);
      request.end(JSON.stringify({ history: [], newMessage: 'Tell me everything' }));
    });
    expect(firstChunk).toBe('A long answer ');
    await expect.poll(() => vendor.closed, { timeout: 5000 }).toEqual([true]);
  });
});

describe('the OpenAI-compatible provider', () => {
  it('streams chat completion deltas until [DONE], with the facts as the system message', async () => {
    const vendor = await fakeVendor((_request, _body, response) => {
      sse(response);
      response.write(openAiEvent('Every Tuesday '));
      response.write(openAiEvent('at 5 PM.'));
      response.write('data: [DONE]\n\n');
      response.end();
    });
    await churchWithDemoContent({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${vendor.url}/v1`,
      AI_MODEL: 'llama3',
    });
    expect((await ask('When do you meet?')).body).toBe('Every Tuesday at 5 PM.');
    const sent = vendor.requests[0]!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(sent.body) as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body).toMatchObject({ model: 'llama3', stream: true });
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('every Tuesday from 5:00 PM to 8:00 PM');
  });

  it('apologises for an error status and keeps serving', async () => {
    const vendor = await fakeVendor((_request, _body, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end('{"error":{"message":"bad key"}}');
    });
    await churchWithDemoContent({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'wrong',
      OPENAI_BASE_URL: vendor.url,
    });
    expect((await ask('When do you meet?')).body).toBe(assistantTexts.apology);
  });
});
