import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import styles from './controls.module.scss';

interface SearchBoxProps {
  /** 'cars' or 'motorcycles', for the placeholder. */
  noun: string;
}

/**
 * The text search (spec §2 query=): searches as the shopper types (the engine answers in about
 * a millisecond); Enter or the button just confirms. The URL follows after a short pause.
 */
export default function SearchBox({ noun }: SearchBoxProps) {
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
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6 6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
      <button
        type="submit"
        className={`fc-btn fc-btn--primary ${styles.searchSubmit}`}
        aria-label="Search"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </form>
  );
}
