import { describe, expect, it } from 'vitest';
import {
  getPageCount,
  getPaginationItems,
  getPaginationPages,
  MAX_PAGE_BUTTONS,
} from './pagination-pages.js';

describe('getPaginationItems', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPaginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no items when there are no pages', () => {
    expect(getPaginationItems(1, 0)).toEqual([]);
  });

  it('collapses the end near the start', () => {
    expect(getPaginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPaginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('collapses both sides in the middle', () => {
    expect(getPaginationItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(getPaginationItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPaginationItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
  });

  it('collapses the start near the end', () => {
    expect(getPaginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPaginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPaginationItems(8, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('clamps an out-of-range current page', () => {
    expect(getPaginationItems(0, 3)).toEqual([1, 2, 3]);
    expect(getPaginationItems(99, 20)).toEqual(getPaginationItems(20, 20));
  });

  it('never shows more than 7 page buttons and always the first, current and last page', () => {
    for (let total = 1; total <= 60; total++) {
      for (let current = 1; current <= total; current++) {
        const items = getPaginationItems(current, total);
        const pages = getPaginationPages(current, total);
        expect(items.length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS);
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(total);
        if (current > 1) expect(pages).toContain(current - 1);
        if (current < total) expect(pages).toContain(current + 1);
        // strictly ascending, and an ellipsis always hides at least two pages
        for (let i = 1; i < pages.length; i++) {
          const gap = (pages[i] as number) - (pages[i - 1] as number);
          expect(gap === 1 || gap >= 3).toBe(true);
        }
      }
    }
  });
});

describe('getPageCount', () => {
  it('rounds up and handles empty lists', () => {
    expect(getPageCount(0, 25)).toBe(0);
    expect(getPageCount(1, 25)).toBe(1);
    expect(getPageCount(25, 25)).toBe(1);
    expect(getPageCount(26, 25)).toBe(2);
  });
});
