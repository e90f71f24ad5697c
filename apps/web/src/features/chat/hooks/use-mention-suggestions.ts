import type { ChatMember } from '@torch/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useMemberSearch } from '../api';
import { memberOptionId, stepThroughOptions } from '../lib/member-listbox';
import { SEARCH_DEBOUNCE_MS } from '../lib/directory';
import { insertMention, mentionAt } from '../lib/mention-typing';

const SUGGESTIONS = 5;

/**
 * Suggestions for the @-mention being typed in a room's composer (docs/notifications.md#mentions):
 * members whose name matches, walked with the arrow keys, chosen with Enter or Tab, dismissed
 * with Escape. `enabled` is false in a private conversation, where nobody else could be told.
 */
export function useMentionSuggestions({
  enabled,
  myId,
  text,
  caret,
  onChoose,
}: {
  enabled: boolean;
  myId: string;
  text: string;
  caret: number;
  onChoose: (next: { text: string; caret: number }) => void;
}) {
  const typing = enabled ? mentionAt(text, caret) : null;
  const [query, setQuery] = useState('');
  // The active option belongs to one search; a new one starts at the top.
  const [picked, setPicked] = useState({ query: '', index: 0 });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const listId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typing?.query ?? ''), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typing?.query]);
  const active = picked.query === query ? picked.index : 0;

  const search = useMemberSearch(query, myId);
  const members = typing && query ? (search.data ?? []).slice(0, SUGGESTIONS) : [];
  const open = members.length > 0 && dismissedAt !== typing?.start;

  const choose = (member: ChatMember | undefined) => {
    if (!member || !typing) return;
    onChoose(insertMention(text, typing, caret, member.fullName));
    setQuery('');
  };

  /** Handles the key when the suggestions are open; true when it did. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    const step = stepThroughOptions(event.key, active, members.length);
    if (step !== null) setPicked({ query, index: step });
    else if (event.key === 'Enter' || event.key === 'Tab') choose(members[active]);
    else if (event.key === 'Escape') setDismissedAt(typing?.start ?? null);
    else return false;
    event.preventDefault();
    return true;
  };

  return {
    open,
    list: { id: listId, members, active, onPick: choose },
    onKeyDown,
    /** For the text box (a textbox, which ARIA lets name its list and active option). */
    inputProps: {
      'aria-controls': open ? listId : undefined,
      'aria-autocomplete': enabled ? ('list' as const) : undefined,
      'aria-activedescendant': open ? memberOptionId(listId, active) : undefined,
    },
  };
}
