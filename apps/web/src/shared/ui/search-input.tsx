import { Input, type InputProps } from './input';

export interface SearchInputProps extends Omit<InputProps, 'type' | 'onChange'> {
  /** The text as typed, on every keystroke. */
  onSearch: (text: string) => void;
}

/** A list's search box: an input of type search that hands on the text typed. */
export function SearchInput({ onSearch, ...props }: SearchInputProps) {
  return <Input {...props} type="search" onChange={(event) => onSearch(event.target.value)} />;
}
