/**
 * A blog post's markdown as safe HTML: the same rules wherever it is rendered. The server
 * renders each published post once and sends the HTML with it (a phone then downloads and runs
 * neither marked nor DOMPurify to read a post); the admin's live preview renders in the browser.
 *
 * Two guards: raw HTML written into the markdown is shown as text, never parsed; and DOMPurify
 * cleans what marked produced, so a `javascript:` link or an event handler cannot survive
 * either way.
 */
import type { DOMPurify } from 'dompurify';
import { Marked } from 'marked';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align', 'rel', 'loading'];

/**
 * A renderer that cleans with `purify`: DOMPurify bound to a window (the browser's, or a
 * jsdom window on the server). Adds a hook to that instance, so give it one of its own.
 */
export function createMarkdownRenderer(purify: DOMPurify): (source: string) => string {
  const markdown = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html: ({ text }) => escapeHtml(text),
    },
  });
  // A post's links lead off the site; the page they open gets no handle on this one.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
    }
  });
  return (source) =>
    purify.sanitize(markdown.parse(source) as string, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    });
}
