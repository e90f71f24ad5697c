/**
 * The chat messages the benchmarks send: a key in front (which run, author and send it is)
 * tells the receiving sockets which send each arrival belongs to, and the rest pads it to a
 * typical chat line.
 */

/** A typical chat line's length. */
const CONTENT_LENGTH = 120;

export const contentFor = (key: string) =>
  `${key} `.padEnd(CONTENT_LENGTH, 'Grace and peace to you all, see you on Sunday. ');

export const keyOf = (content: string) => content.slice(0, content.indexOf(' '));
