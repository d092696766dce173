import type { MenuData } from '@kiosk/contracts';
import { menuCategories } from '@kiosk/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ALL,
  highlightOf,
  listedProducts,
  type MovedHighlight,
  movedIndex,
  orderedProducts,
  subcategoriesOf,
} from '../utils/product-list';
import { buildSearchIndex, prepareLetters } from '../utils/product-search';

/**
 * What the product side of the till shows: the search, the chosen category and subcategory, the
 * products listed and the keyboard highlight (the grid's column count for the arrows).
 */
export function useProductBrowser(data: MenuData | null) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const [subcategoryId, setSubcategoryId] = useState<string | null>(null);
  const [moved, setMoved] = useState<MovedHighlight>(null);
  const columnsRef = useRef(1);

  const mainCategories = useMemo(
    () => (data ? menuCategories(data).map((c) => ({ id: c.id, name: c.name })) : []),
    [data],
  );
  const ordered = useMemo(() => (data ? orderedProducts(data, mainCategories) : []), [data, mainCategories]);
  const index = useMemo(() => buildSearchIndex(ordered), [ordered]);
  // the one-letter answers (the first keystroke of a search) are made once the grid is painted
  useEffect(() => {
    const handle = requestIdleCallback(() => prepareLetters(index), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [index]);
  const configurable = useMemo(
    () => new Set(data?.productConfigurations.map((pc) => pc.product_id) ?? []),
    [data],
  );
  const subcategories = useMemo(() => (data ? subcategoriesOf(data, categoryId) : []), [data, categoryId]);
  const products = useMemo(
    () => listedProducts({ query, index, ordered, categoryId, subcategoryId }),
    [query, index, ordered, categoryId, subcategoryId],
  );
  // worked out here rather than set during render, which rendered the screen twice per keystroke
  const highlight = highlightOf(moved, products, query);

  // a category that left the menu (live change) falls back to "all"
  if (data && categoryId !== ALL && !mainCategories.some((c) => c.id === categoryId)) {
    setCategoryId(ALL);
    setSubcategoryId(null);
  }

  const moveHighlight = useCallback(
    (delta: number) => {
      if (products.length === 0) return;
      setMoved({ list: products, index: movedIndex(highlight, delta, products.length) });
    },
    [products, highlight],
  );
  const clearSearch = useCallback(() => {
    setQuery('');
    setMoved(null);
  }, []);
  const changeCategory = useCallback((id: string) => {
    setQuery('');
    setCategoryId(id);
    setSubcategoryId(null);
  }, []);
  const onColumnsChange = useCallback((columns: number) => {
    columnsRef.current = columns;
  }, []);

  return {
    query,
    setQuery,
    clearSearch,
    categoryId,
    changeCategory,
    subcategoryId,
    setSubcategoryId,
    mainCategories,
    subcategories,
    products,
    index,
    configurable,
    highlight,
    moveHighlight,
    columnsRef,
    onColumnsChange,
  };
}

export type ProductBrowser = ReturnType<typeof useProductBrowser>;
