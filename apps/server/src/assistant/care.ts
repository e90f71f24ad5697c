/**
 * Messages that speak of self-harm, abuse or danger get a caring answer that points to people,
 * whichever AI service is configured: this is decided here, before any model sees the message.
 */
import { church } from '@torch/contract';

const DANGER = [
  /\b(kill|hurt|harm|cut)(ing)? (myself|my self)\b/i,
  /\b(suicid\w*|self[- ]?harm\w*)\b/i,
  /\b(end|take) (my|my own) life\b/i,
  /\bwant(s|ed)? to die\b/i,
  /\bno (reason|point) (to|in) liv\w*\b/i,
  /\b(abus\w*|rape[ds]?|molest\w*|assault\w*)\b/i,
  /\b(beat(s|ing)?|hit(s|ting)?) me\b/i,
  /\b(in danger|not safe|unsafe at home|threaten\w* (me|to kill))\b/i,
];

export function needsCare(message: string): boolean {
  return DANGER.some((pattern) => pattern.test(message));
}

export function careReply(): string {
  return [
    "I'm so sorry you're going through this, and I'm glad you said something. You matter, and you don't have to carry this alone.",
    'If you are in danger right now, please call Uganda Police on 999 or 112, or go to the nearest hospital.',
    `Our pastors and prayer team would love to stand with you: call ${church.phone}, write to ${church.email}, or share a private prayer request on the [Prayer page](#/prayer).`,
  ].join('\n\n');
}
