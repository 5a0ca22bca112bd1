import { memo, type MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch';
import { relativeHref } from '../page/routing.ts';
import styles from './controls.module.scss';
import { afterNextPaint } from './use-press-first.ts';
import { groupedNumber } from '../../../lib/numbers/grouped-number.ts';

interface PaginationProps {
  /** After a page change: bring the top of the results into view. */
  onPage: () => void;
}

const PADDING = { padding: 2 } as const;

/**
 * Page links (crawlable hrefs: '?page=2'); a click turns the page in place. Pages count from
 * 0 in InstantSearch, from 1 in the URL and on screen.
 */
function Pagination({ onPage }: PaginationProps) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination(PADDING);
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The move to the top paints first; the new page's search and cards follow it.
    onPage();
    afterNextPaint(() => refine(page));
  };
  const link = (page: number, label: string, text: string, rel?: string) => (
    <a
      className={styles.pageLink}
      href={relativeHref(createURL(page))}
      aria-label={label}
      rel={rel}
      onClick={go(page)}
    >
      {text}
    </a>
  );
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <ul role="list">
        <li>
          {isFirstPage ? (
            <span className={styles.pageGap} aria-hidden="true">
              ‹
            </span>
          ) : (
            link(currentRefinement - 1, 'Previous page', '‹', 'prev')
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            {page === currentRefinement ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                <span className="fc-visually-hidden">Page </span>
                {page + 1}
              </span>
            ) : (
              link(page, `Page ${page + 1}`, String(page + 1))
            )}
          </li>
        ))}
        <li>
          {isLastPage ? (
            <span className={styles.pageGap} aria-hidden="true">
              ›
            </span>
          ) : (
            link(currentRefinement + 1, 'Next page', '›', 'next')
          )}
        </li>
      </ul>
      <p className={styles.pageOf}>
        Page {currentRefinement + 1} of {groupedNumber(nbPages)}
      </p>
    </nav>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(Pagination);
