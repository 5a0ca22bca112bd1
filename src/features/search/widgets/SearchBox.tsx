import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import Icon from '../../../components/ui/Icon.tsx';
import { closeIcon, searchIcon } from '../../../components/ui/icon-set.ts';
import styles from './controls.module.scss';

interface SearchBoxProps {
  /** 'cars' or 'motorcycles', for the placeholder. */
  noun: string;
}

/**
 * The text search (spec §2 query=): searches as the shopper types (the engine answers in about
 * a millisecond); Enter or the button just confirms. The URL follows after a short pause.
 */
function SearchBox({ noun }: SearchBoxProps) {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const id = useId();
  useEffect(() => setValue(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine(value);
  };
  return (
    <form
      className={styles.searchBox}
      role="search"
      aria-label={`Search ${noun}`}
      onSubmit={submit}
    >
      <label className="fc-visually-hidden" htmlFor={id}>
        Search {noun}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Make, model or stock number"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          refine(event.currentTarget.value);
        }}
      />
      {value && (
        <button
          type="button"
          className={styles.searchClear}
          aria-label="Clear search text"
          onClick={() => {
            setValue('');
            clear();
          }}
        >
          <Icon icon={closeIcon} size={18} />
        </button>
      )}
      <button
        type="submit"
        className={`fc-btn fc-btn--primary ${styles.searchSubmit}`}
        aria-label="Search"
      >
        <Icon icon={searchIcon} size={20} />
      </button>
    </form>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(SearchBox);
