import type { ChatMember } from '@torch/contract';
import { useEffect, useId, useState } from 'react';
import { useMemberSearch } from '../api';
import { SEARCH_DEBOUNCE_MS } from '../lib/directory';
import { memberOptionId, stepThroughOptions } from '../lib/member-listbox';
import { MemberOptions } from './member-options';
import { useTranslation } from 'react-i18next';

/**
 * A search over every member by name (GET /api/users?q=), for a church too large to list: a
 * combobox whose results are a listbox, walked with the arrow keys, chosen with Enter, closed
 * with Escape; the active option is named by aria-activedescendant, so focus stays in the box.
 */
export function MemberSearch({
  myId,
  onPick,
}: {
  myId: string;
  onPick: (member: ChatMember) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useMemberSearch(q, myId);
  const results = q ? (search.data ?? []) : [];
  const shown = open && q.length > 0;

  const pick = (member: ChatMember | undefined) => {
    if (!member) return;
    onPick(member);
    setText('');
    setQ('');
    setOpen(false);
  };

  return (
    <div className="px-3 pb-2">
      <input
        type="search"
        role="combobox"
        aria-label={t('searchMembersByName', 'Search members by name')}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          shown && results[active] ? memberOptionId(listId, active) : undefined
        }
        placeholder={t('searchMembers', 'Search members…')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          const step = stepThroughOptions(event.key, active, results.length);
          if (step !== null) {
            event.preventDefault();
            setOpen(true);
            setActive(step);
          } else if (event.key === 'Enter' && shown) {
            event.preventDefault();
            pick(results[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        className="w-full rounded-xl bg-white/8 px-3 py-2 text-sm text-cream-50 placeholder:text-cream-300 focus:ring-2 focus:ring-ember-400 focus:outline-none"
      />
      {shown && (
        <MemberOptions
          id={listId}
          label={t('membersFound', 'Members found')}
          members={results}
          active={active}
          onPick={pick}
          className="mt-1"
        />
      )}
      {shown && search.isPending && (
        <p role="status" className="px-2 pt-1 text-xs text-cream-300">
          {t('searching', 'Searching…')}
        </p>
      )}
      {shown && search.isError && (
        <p role="alert" className="px-2 pt-1 text-xs text-cream-300">
          {t('theSearchFailedTryAgain', 'The search failed. Try again.')}
        </p>
      )}
      {shown && search.isSuccess && results.length === 0 && (
        <p role="status" className="px-2 pt-1 text-xs text-cream-300">
          {t('noMembersMatchQ', 'No members match “{{q}}”', { q })}
        </p>
      )}
    </div>
  );
}
