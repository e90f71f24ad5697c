/**
 * The caring replies through `POST /api/ai/chat`, as a visitor's widget receives them: one
 * message for each crisis family, distress, the messages before, the numbers a church
 * configures, every AI provider alike, counted by family and never written to the log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { church } from '@torch/contract';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoChurch } from '../../../../test/demo-church';
import type { TestServer } from '../../../../test/test-server';
import { ConfigError, loadConfig } from '../../../config';
import { CRISIS_FAMILIES, type CrisisFamily } from './crisis-patterns';

// The demo church on Thursday 12 March 2026: its Tuesday fellowship on the 17th comes before
// its first dated event.

let server: TestServer | undefined;
const vendors: http.Server[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const vendor of vendors.splice(0)) {
    vendor.closeAllConnections();
    await new Promise((resolve) => vendor.close(resolve));
  }
});

async function start(
  env: Record<string, string> = {},
  options: Parameters<typeof createDemoChurch>[1] = {},
) {
  server = await createDemoChurch(env, options);
  return server;
}

async function ask(newMessage: string, earlier: string[] = []) {
  const response = await server!.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    payload: {
      newMessage,
      history: earlier.flatMap((text) => [
        { role: 'user', parts: [{ text }] },
        { role: 'model', parts: [{ text: 'I hear you.' }] },
      ]),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** One message a person might send, for each family, and the words its reply opens with. */
const SAID: Record<CrisisFamily, [message: string, opening: string]> = {
  suicide: ['i feel like ending my life', "I'm so sorry things feel this heavy"],
  'wish-to-be-gone': ['nobody would miss me if i was gone', "I'm so sorry you're feeling this way"],
  hopelessness: [
    'this is my last message, thank u for everything',
    "I'm so sorry you're at this point",
  ],
  'self-harm': ['i have been cutting myself', "I'm so sorry you're hurting like this"],
  abuse: ['my husband beats me when he is drunk', 'Nobody deserves to be hurt or threatened'],
  'sexual-violence': [
    'he forced me to sleep with him',
    'It is not your fault, and you deserve care',
  ],
  'child-at-risk': [
    'the neighbours child is locked in every day with no food',
    "A child's safety comes first",
  ],
  emergency: ['my baby is not breathing', 'This sounds like an emergency'],
};

/**
 * What would promote a gathering: the demo church's weekly fellowship and dated events, and
 * the words an invitation is written with.
 */
const EVENT_WORDS =
  /Youth Night|Tuesday Fellowship|Set Apart|gathering|welcome at our|next event|service times?/i;

describe('a crisis, whatever else was asked', () => {
  it.each(CRISIS_FAMILIES)(
    '%s: caring words first, then the numbers, then the church',
    async (family) => {
      await start();
      const [message, opening] = SAID[family];
      const reply = await ask(message);
      const paragraphs = reply.split('\n\n');
      expect(paragraphs[0]).toContain(opening);
      expect(paragraphs[1]).toContain('[999](tel:999)');
      expect(paragraphs[1]).toContain('[112](tel:112)');
      // The church's own people close the reply; no event, teaching or other fact follows.
      expect(paragraphs.at(-1)).toContain(church.phone);
      expect(paragraphs.at(-1)).toContain(church.email);
      expect(paragraphs.at(-1)).toMatch(/\[Prayer page\]\(#\/prayer\?request=new\)\.$/);
      expect(reply).not.toMatch(/Youth Night|Tuesday Fellowship|teaching/i);
    },
  );

  it('answers with care when a question about the church comes with it', async () => {
    await start();
    const reply = await ask('my husband beats me, when is the next service?');
    expect(reply).toContain('Nobody deserves to be hurt or threatened');
    expect(reply).not.toContain('Youth Night');
  });

  it('hears a crisis that only the messages before make one', async () => {
    await start();
    expect(await ask("I can't do this anymore", ['my husband hit me again last night'])).toContain(
      'Nobody deserves to be hurt or threatened',
    );
    expect(await ask('am feeling sleepy now', ['i took all the tablets in the house'])).toContain(
      '[999](tel:999)',
    );
  });

  it("leaves the church's own words about death alone", async () => {
    await start();
    for (const question of [
      'Jesus died for us, what does that mean?',
      "I'm dying to know the service time",
    ])
      expect(await ask(question)).not.toContain('tel:999');
  });
});

describe('the numbers a church sets', () => {
  it('gives its own emergency numbers and helplines, in the order it set them', async () => {
    await start({
      CARE_EMERGENCY_NUMBERS: '112, 999',
      CARE_HELPLINES: 'Child helpline=116; Counselling line=0800 21 21 21',
    });
    const reply = await ask('my stepfather beats me and i am 13');
    expect(reply).toContain('call [112](tel:112) or [999](tel:999)');
    expect(reply).toContain(
      'You can also call Child helpline: [116](tel:116) or Counselling line: [0800 21 21 21](tel:0800212121).',
    );
  });

  it('refuses numbers a phone cannot dial, naming the variable', () => {
    expect(() => loadConfig({ CARE_EMERGENCY_NUMBERS: 'police' })).toThrow(ConfigError);
    expect(() => loadConfig({ CARE_EMERGENCY_NUMBERS: 'police' })).toThrow(
      'Invalid configuration: CARE_EMERGENCY_NUMBERS must list phone numbers separated by commas, like 999,112',
    );
    expect(() => loadConfig({ CARE_HELPLINES: 'Child helpline' })).toThrow(
      'Invalid configuration: CARE_HELPLINES "Child helpline" is not a helpline like "Child helpline=116"',
    );
  });
});

describe('distress that is not a crisis', () => {
  it('acknowledges, offers prayer and a pastor, never an event and never emergency numbers', async () => {
    await start();
    const reply = await ask('I feel anxious and alone, can you pray for me?');
    expect(reply).toMatch(/^That sounds like a lot to carry/);
    expect(reply).toContain('[share a prayer request](#/prayer?request=new)');
    expect(reply).toContain(church.phone);
    expect(reply).not.toMatch(EVENT_WORDS);
    expect(reply).not.toContain('999');
  });

  it('meets grief with its own words', async () => {
    await start();
    expect(await ask('my mum passed away last week and i cant stop crying')).toMatch(
      /^I'm so sorry for your loss/,
    );
  });
});

describe('recall first: despair about life is met as a crisis', () => {
  it.each([
    'I feel like giving up on life',
    'no one cares if i live or die so whats the point',
    'I give up on everything',
  ])('%s: the crisis reply, with the numbers to call, and no invitation', async (message) => {
    await start();
    const reply = await ask(message);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain(church.phone);
    expect(reply).not.toContain("I'm not sure");
    expect(reply).not.toMatch(EVENT_WORDS);
  });
});

describe('no care reply ever promotes an event', () => {
  it.each([
    ['crisis', 'i want to kill myself'],
    ['crisis', 'my husband beats me when he is drunk'],
    ['distress', 'my mum passed away last week and i cant stop crying'],
    ['distress', 'I feel anxious and alone, can you pray for me?'],
    ['distress', 'i failed my exams and my parents are so disappointed'],
    ['feeling', 'everything is too much'],
  ])('%s: %s', async (_kind, message) => {
    await start();
    const reply = await ask(message);
    expect(reply).toContain(church.phone);
    expect(reply).not.toMatch(EVENT_WORDS);
  });
});

describe('feeling the assistant cannot place', () => {
  it.each([
    'everything is too much',
    'am not okay',
    'i dont even know what im feeling, it is all just too much',
    'i am so tired',
  ])(
    '%s: a gentle reply that asks if they are safe, with a pastor and a helpline',
    async (message) => {
      await start();
      const reply = await ask(message);
      expect(reply).not.toContain("I'm not sure about that one");
      expect(reply).toMatch(/Are you safe right now\?/);
      expect(reply).toContain(`[${church.phone}](tel:`);
      expect(reply).toContain('Mental Health Uganda');
      expect(reply).toContain('[0800 212121](tel:0800212121)');
      expect(reply).not.toMatch(EVENT_WORDS);
    },
  );

  it('still answers an ordinary question, and still declines one it cannot answer', async () => {
    await start();
    expect(await ask('Is there parking?')).toContain("I'm not sure about that one");
    expect(await ask('When is the Tuesday fellowship?')).not.toMatch(/Are you safe/);
  });
});

describe('the helplines the church settings ship', () => {
  it("gives Uganda's child helpline and mental health line in a crisis, with what each is for", async () => {
    await start();
    const reply = await ask('my stepfather beats me and i am 13');
    expect(reply).toContain(
      'Sauti Uganda Child Helpline (child abuse and gender-based violence, free, day and night): [116](tel:116)',
    );
    expect(reply).toContain('[116](tel:116)');
    expect(reply).toContain('[0800 212121](tel:0800212121)');
  });
});

describe('every AI provider alike', () => {
  it('gives the same caring reply without asking the vendor', async () => {
    await start();
    const builtin = await ask('i want to kill myself');
    await server!.close();

    const requests: string[] = [];
    const vendor = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.end(
        'data: {"choices":[{"delta":{"content":"Our next event is Youth Night."}}]}\n\ndata: [DONE]\n\n',
      );
    });
    vendors.push(vendor);
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/v1`;
    const vendorsToTry: Record<string, string>[] = [
      { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: url },
      { AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k', GEMINI_API_URL: url },
    ];
    for (const env of vendorsToTry) {
      await start(env);
      expect(await ask('i want to kill myself')).toBe(builtin);
      await server!.close();
      server = undefined;
    }
    expect(requests).toEqual([]);
  });

  it('tells a vendor model how to meet distress and danger it recognises itself', async () => {
    const bodies: string[] = [];
    const vendor = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.end('data: {"choices":[{"delta":{"content":"Hello."}}]}\n\ndata: [DONE]\n\n');
      });
    });
    vendors.push(vendor);
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/v1`;
    await start({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: url,
      CARE_EMERGENCY_NUMBERS: '911',
    });
    await ask('Is there parking?');
    const system = (JSON.parse(bodies[0]!) as { messages: { content: string }[] }).messages[0]!
      .content;
    expect(system).toContain('[Prayer page](#/prayer?request=new)');
    expect(system).toContain('Emergency numbers: 911.');
    expect(system).toContain('never mention or invite them to an event');
    expect(system).toContain('The facts below probably do not answer this question');
  });
});

describe('counted, never stored', () => {
  it('counts caring replies by kind and family for the operator', async () => {
    await start({ METRICS_TOKEN: 'scrape-me-7c1d0b2e9a4f' });
    await ask('my husband beats me when he is drunk');
    await ask('he hit me again');
    await ask('my mum passed away last week');
    await ask('When is the next event?');
    const scraped = (
      await server!.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-me-7c1d0b2e9a4f' },
      })
    ).body;
    expect(scraped).toContain('torch_assistant_care_replies_total{kind="crisis",family="abuse"} 2');
    expect(scraped).toContain(
      'torch_assistant_care_replies_total{kind="distress",family="grief"} 1',
    );
  });

  it('never writes the message to the log, even at the most detailed level', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await start({ LOG_LEVEL: 'trace' }, { loggerInstance: pino({ level: 'trace' }, log) });
    await ask('my uncle rapes me at night and i am 12', [
      'nobody knows about the marks on my arms',
    ]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(/uncle|rapes|marks on my arms/);
  });
});
