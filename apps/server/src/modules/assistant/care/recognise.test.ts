/** The recogniser's rules, one story each: what the corpus measures in bulk, shown plainly. */
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './normalize';
import { recogniseCareNeed } from './recognise';

const said = (...texts: string[]) =>
  texts.map((text) => ({ role: 'user' as const, parts: [{ text }] }));

describe('normalising a message', () => {
  it('spells out text-speak, contractions and stretched letters', () => {
    expect(normalizeMessage('Im gonna KMS tonite!!!')).toBe('i am going to kill myself tonight');
    expect(normalizeMessage('i dont wanna liiiive anymore')).toBe('i do not want to live any more');
    expect(normalizeMessage('I’ve been thinking about sucide')).toBe(
      'i have been thinking about suicide',
    );
  });

  it('corrects one slip in a long important word, never a short ordinary one', () => {
    expect(normalizeMessage('i want to hurt mysefl')).toBe('i want to hurt myself');
    expect(normalizeMessage('suicdal thoughts')).toBe('suicidal thoughts');
    // One letter from "breathing", but a burglary, not a breath.
    expect(normalizeMessage('someone is breaking in')).toBe('someone is breaking in');
    expect(normalizeMessage('i will fill the form')).toBe('i will fill the form');
  });
});

describe('recognising a crisis', () => {
  it('hears the ways people say it, not only the textbook words', () => {
    for (const message of [
      'I feel like ending my life',
      "I don't want to live anymore",
      'nobody would miss me if i was gone',
      'I have been cutting myself',
      "I'm going to end it all tonight",
      'i wanna unalive myself',
    ])
      expect(recogniseCareNeed(message)?.kind, message).toBe('crisis');
  });

  it('names the family, so the reply and the count fit it', () => {
    expect(recogniseCareNeed('my husband hit me again')).toEqual({
      kind: 'crisis',
      family: 'abuse',
    });
    expect(recogniseCareNeed('he forced me to sleep with him')).toEqual({
      kind: 'crisis',
      family: 'sexual-violence',
    });
    expect(recogniseCareNeed('my baby is not breathing')).toEqual({
      kind: 'crisis',
      family: 'emergency',
    });
  });

  it('treats abuse of someone under 18 as a child at risk', () => {
    expect(recogniseCareNeed('my stepfather beats me and i am 13')).toEqual({
      kind: 'crisis',
      family: 'child-at-risk',
    });
  });

  it('counts a friend in danger as a crisis too', () => {
    expect(recogniseCareNeed('my friend wants to kill herself')?.kind).toBe('crisis');
  });

  it('leaves the church’s own words about death and suffering alone', () => {
    for (const message of [
      'Jesus died for us',
      "I'm dying to know the service time",
      'how do I kill time before service',
      'the sermon on the cross was powerful',
      'the choir was killing it today!!',
    ])
      expect(recogniseCareNeed(message), message).toBeUndefined();
  });

  it('reads the newest message with the ones before it', () => {
    expect(
      recogniseCareNeed("I can't do this anymore", said('my husband hit me again last night')),
    ).toEqual({ kind: 'crisis', family: 'abuse' });
    expect(recogniseCareNeed('what should i do', said('my husband hit me again'))).toEqual({
      kind: 'crisis',
      family: 'abuse',
    });
    expect(recogniseCareNeed('what should i do')).toBeUndefined();
    // Two signs neither of which is a crisis alone.
    const earlier = said('i am 14', 'my stepfather does things to me');
    expect(recogniseCareNeed('she travels today', earlier)?.kind).toBe('crisis');
    for (const alone of ['i am 14', 'my stepfather does things to me', 'she travels today'])
      expect(recogniseCareNeed(alone), alone).toBeUndefined();
  });

  it('answers a plain question after a crisis as a question', () => {
    expect(recogniseCareNeed('thank you', said('i want to die'))).toBeUndefined();
    expect(recogniseCareNeed('its windy here', said('i want to die'))?.kind).toBe('crisis');
  });

  it('believes a person who says the crisis words do not apply, and still cares', () => {
    expect(recogniseCareNeed('im not suicidal or anything, just really low')).toEqual({
      kind: 'distress',
      family: 'low',
    });
  });
});

describe('recognising distress', () => {
  it('tells grief, worry and loneliness apart from a crisis', () => {
    expect(recogniseCareNeed('my mum passed away last week')).toEqual({
      kind: 'distress',
      family: 'grief',
    });
    expect(recogniseCareNeed('I feel anxious and alone, can you pray for me?')?.kind).toBe(
      'distress',
    );
    expect(recogniseCareNeed('feeling so lonely since i moved to kampala')).toEqual({
      kind: 'distress',
      family: 'lonely',
    });
  });
});

describe('recall first, and feeling that no phrase places', () => {
  it('meets hopelessness about life as a crisis, with or without a plan', () => {
    for (const message of [
      'I feel like giving up on life',
      'no one cares if i live or die so whats the point',
      'I give up on everything',
      'i have no reason to live anymore',
    ])
      expect(recogniseCareNeed(message), message).toMatchObject({ kind: 'crisis' });
  });

  it('gives unplaced feeling its own reply, but believes a denial and answers a question', () => {
    expect(recogniseCareNeed('everything is too much')).toEqual({
      kind: 'feeling',
      family: 'unplaced',
    });
    expect(recogniseCareNeed('am not okay')?.kind).toBe('feeling');
    expect(recogniseCareNeed("im not suicidal, just really low and i'm not okay")?.kind).toBe(
      'distress',
    );
    expect(recogniseCareNeed('the mic stand is broken in the youth hall')).toBeUndefined();
    expect(recogniseCareNeed('my knee hurts from football, can i still usher?')).toBeUndefined();
  });
});
