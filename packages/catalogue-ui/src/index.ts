// The catalogue screens (products, categories with their reassign dialogs) and the admin screens'
// building blocks they use, shared by the admin and the sale app (signed-in admins at the till).
// The app passes in what differs: its API client and its name (CatalogueProvider).
// The screens are their own entries, so an app loads them on first visit:
// '@kiosk/catalogue-ui/products' (ProductsPage) and '@kiosk/catalogue-ui/categories' (CategoriesPage).

// Screen building blocks
export {
  EmptyPanel,
  type EmptyPanelProps,
  ErrorPanel,
  type ErrorPanelProps,
  LoadingPanel,
} from './components/state-panel';
export {
  type TranslationField,
  TranslationFields,
  type TranslationFieldsProps,
  type TranslationValues,
} from './components/translation-fields';
// Catalogue data shared with other screens (the admin's dashboard)
export {
  ALL_CATEGORY_ID,
  buildCategoryTree,
  type CategoryOption,
  type CategoryTreeNode,
  categoryOptions,
  isReservedCategory,
  optionLabel,
} from './lib/catalogue/category-tree';
export { getCategories, useCategories } from './lib/catalogue/get-categories';
export { type Localizable, localizedDescription, localizedName } from './lib/catalogue/localized';
export {
  catalogueKeys,
  invalidateAfterCategoryChange,
  invalidateAfterProductChange,
} from './lib/catalogue/query-keys';
export { useCatalogueLiveUpdates } from './lib/catalogue/use-catalogue-live-updates';
// The app's part
export {
  type CatalogueApp,
  type CatalogueDependencies,
  CatalogueProvider,
  type CatalogueProviderProps,
  useCatalogueApi,
  useCatalogueApp,
} from './lib/catalogue-context';
