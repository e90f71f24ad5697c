import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdown-text';
import { renderMarkdown } from './render-markdown';

describe('rendering a post', () => {
  it('turns markdown into headings, lists, quotes and emphasis', () => {
    const html = renderMarkdown('## Grace\n\n- **bold** and *soft*\n\n> A lamp for my feet');
    expect(html).toContain('<h2>Grace</h2>');
    expect(html).toContain('<li><strong>bold</strong> and <em>soft</em></li>');
    expect(html).toContain('<blockquote>');
  });

  it('never lets a script through, not even as markup', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> world');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: links and keeps the words', () => {
    const html = renderMarkdown('[click me](javascript:alert(1)) and [also](JAVASCRIPT:alert(2))');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('click me');
  });

  it('shows raw HTML with event handlers as text', () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)">\n\n<a href="https://x.test" onclick="steal()">x</a>',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens links without giving the other page a handle on this one', () => {
    const html = renderMarkdown('[Torch](https://torchfellowship.org)');
    expect(html).toContain('href="https://torchfellowship.org"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('reads a post as plain words for excerpts', () => {
    expect(
      markdownToPlainText('## Title\n\nSome **bold** [link](https://x.test) text.\n\n- one'),
    ).toBe('Some bold link text. one');
  });
});
