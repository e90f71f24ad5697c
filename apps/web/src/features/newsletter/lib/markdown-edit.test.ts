import { describe, expect, it } from 'vitest';
import { applyMarkdown, shortcutAction, type TextEdit } from './markdown-edit';

/** 'a [b] c' notation: the brackets mark the selection. */
function edit(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}
function shown({ value, start, end }: TextEdit): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('the newsletter toolbar', () => {
  it('wraps the selection in bold or italic marks, keeping it selected', () => {
    expect(shown(applyMarkdown('bold', edit('Come [on Sunday] please')))).toBe(
      'Come **[on Sunday]** please',
    );
    expect(shown(applyMarkdown('italic', edit('Come [soon]')))).toBe('Come *[soon]*');
    // No selection: the cursor lands between the marks.
    expect(shown(applyMarkdown('bold', edit('Hello []')))).toBe('Hello **[]**');
  });

  it('makes a link with its address ready to type over', () => {
    const made = applyMarkdown('link', edit('See [our site] now'));
    expect(made.value).toBe('See [our site](https://) now');
    expect(made.value.slice(made.start, made.end)).toBe('https://');
    expect(shown(applyMarkdown('link', edit('Go []')))).toBe('Go [[]](https://)');
  });

  it('turns the lines touched into a heading or a list, and back', () => {
    expect(applyMarkdown('heading', edit('One\nTw[o]\nThree')).value).toBe('One\n## Two\nThree');
    const listed = applyMarkdown('list', edit('[Bread\nFish]'));
    expect(listed.value).toBe('- Bread\n- Fish');
    expect(applyMarkdown('list', listed).value).toBe('Bread\nFish');
  });

  it('knows the usual shortcuts and nothing else', () => {
    const key = (k: string, extra = {}) => ({
      key: k,
      ctrlKey: true,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...extra,
    });
    expect(shortcutAction(key('b'))).toBe('bold');
    expect(shortcutAction(key('I'))).toBe('italic');
    expect(shortcutAction(key('k', { ctrlKey: false, metaKey: true }))).toBe('link');
    expect(shortcutAction(key('b', { ctrlKey: false }))).toBeNull();
    expect(shortcutAction(key('v'))).toBeNull();
  });
});
