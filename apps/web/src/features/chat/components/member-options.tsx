import type { ChatMember } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { memberOptionId } from '../lib/member-listbox';

/**
 * Members offered to choose from, as a listbox whose active option is named by the input's
 * aria-activedescendant (focus stays where the person types): the member search and the
 * composer's @-mention suggestions both draw it.
 */
export function MemberOptions({
  id,
  label,
  members,
  active,
  onPick,
  className = '',
}: {
  id: string;
  label: string;
  members: ChatMember[];
  active: number;
  onPick: (member: ChatMember) => void;
  className?: string;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={`flex flex-col ${className}`}>
      {members.map((member, index) => (
        <li
          key={member.id}
          id={memberOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the input, so the choice lands where the caret is.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(member)}
          className={`flex cursor-pointer items-center gap-2 rounded-xl px-2 py-1.5 text-sm ${index === active ? 'bg-white/12 text-white' : 'text-cream-100'}`}
        >
          <Avatar name={member.fullName} src={member.avatarUrl} size="sm" />
          {member.fullName}
        </li>
      ))}
    </ul>
  );
}
