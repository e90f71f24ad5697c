/**
 * The newsletter toolbar's edits (docs/newsletter.md#composer): each turns the body and its
 * selection into the body with Markdown added at the cursor, and the selection to keep, so the
 * writer carries on typing where they were.
 */
export type MarkdownAction = 'bold' | 'italic' | 'link' | 'heading' | 'list';

export interface TextEdit {
  value: string;
  /** The selection, as a textarea's selectionStart and selectionEnd. */
  start: number;
  end: number;
}

/** `**…**` or `*…*` around the selection; with none, the cursor lands between the marks. */
function wrap({ value, start, end }: TextEdit, mark: string): TextEdit {
  const selected = value.slice(start, end);
  return {
    value: `${value.slice(0, start)}${mark}${selected}${mark}${value.slice(end)}`,
    start: start + mark.length,
    end: end + mark.length,
  };
}

/** `[text](https://)`: the address selected to be typed over, or the cursor in the brackets. */
function link({ value, start, end }: TextEdit): TextEdit {
  const selected = value.slice(start, end);
  const url = 'https://';
  const next = `${value.slice(0, start)}[${selected}](${url})${value.slice(end)}`;
  if (!selected) return { value: next, start: start + 1, end: start + 1 };
  const urlStart = start + selected.length + 3;
  return { value: next, start: urlStart, end: urlStart + url.length };
}

/**
 * A prefix on every line the selection touches (`## ` for a heading, `- ` for a list); taken
 * off again when every one of them has it already, so the button also undoes itself.
 */
function prefixLines({ value, start, end }: TextEdit, prefix: string): TextEdit {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : `${prefix}${line}`));
  const shift = remove ? -prefix.length : prefix.length;
  const block = changed.join('\n');
  return {
    value: `${value.slice(0, from)}${block}${value.slice(to)}`,
    start: Math.max(from, start + shift),
    end: Math.max(from, end + shift * lines.length),
  };
}

export function applyMarkdown(action: MarkdownAction, edit: TextEdit): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**');
    case 'italic':
      return wrap(edit, '*');
    case 'link':
      return link(edit);
    case 'heading':
      return prefixLines(edit, '## ');
    case 'list':
      return prefixLines(edit, '- ');
  }
}

/** Ctrl (⌘ on a Mac) with B, I or K, as in every editor; the others have no usual key. */
export function shortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const keys: Record<string, MarkdownAction> = { b: 'bold', i: 'italic', k: 'link' };
  return keys[event.key.toLowerCase()] ?? null;
}
