// API
export {
  type ApiClient,
  type ApiClientOptions,
  buildUrl,
  createApiClient,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './api/api-client.js';
export {
  ApiError,
  type ApiErrorInit,
  codeForStatus,
  isApiError,
  NETWORK_ERROR_CODE,
  parseRetryAfter,
  toApiError,
} from './api/api-error.js';
// Accounts and sessions
export { DeviceSignInForm, type DeviceSignInFormProps } from './auth/device-sign-in-form.js';
export { PasswordSignInForm, type PasswordSignInFormProps } from './auth/password-sign-in-form.js';
export { createSessionApiClient, createSessionRealtimeClient } from './auth/session-api-client.js';
export {
  SessionProvider,
  type SessionState,
  useSession,
  useSessionManager,
} from './auth/session-context.js';
export {
  ACCESS_DENIED_CODE,
  type AuthSession,
  createSessionManager,
  isSessionOverError,
  parseSession,
  refreshRetryDelay,
  type SessionEvent,
  type SessionEventSource,
  type SessionListener,
  type SessionManager,
  type SessionManagerOptions,
  type SessionSnapshot,
  type SessionStatus,
  type SessionStorageLike,
  type SignInOptions,
  type SignOutOptions,
  type SignOutReason,
} from './auth/session-manager.js';
export {
  isAdminUser,
  isKioskDevice,
  isStaffUser,
  isSuperAdminUser,
  roleOf,
  type SessionRole,
} from './auth/session-roles.js';
export {
  type DescribeSignInErrorOptions,
  describeSignInError,
  type SignInErrorText,
} from './auth/sign-in-error.js';
export {
  SignInFrame,
  SignInFrameLink,
  type SignInFrameProps,
  type SignInPanelLook,
} from './auth/sign-in-frame.js';
export { useKickListener } from './auth/use-kick-listener.js';
// Components
export { Badge, type BadgeTone } from './components/badge.js';
export { BrandMark, type BrandMarkProps } from './components/brand-mark.js';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './components/button.js';
export {
  CATEGORY_ICON_COMPONENTS,
  CategoryIcon,
  type CategoryIconName,
  CategoryIconTile,
  DEFAULT_CATEGORY_ICON,
  isCategoryIcon,
} from './components/category-icon.js';
export { ComingSoon, type ComingSoonProps } from './components/coming-soon.js';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.js';
export { Dialog, DialogClose, type DialogProps } from './components/dialog.js';
export { describedBy, Field, type FieldProps } from './components/field.js';
export { FormMessage, type FormMessageProps } from './components/form-message.js';
export { Input, type InputProps, Label } from './components/input.js';
export { LanguageSwitch, type LanguageSwitchProps } from './components/language-switch.js';
export { PageHeader, type PageHeaderProps } from './components/page-header.js';
export { Pagination, type PaginationProps } from './components/pagination.js';
export { PasswordInput, type PasswordInputProps } from './components/password-input.js';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from './components/popover.js';
export { Select, type SelectProps } from './components/select.js';
export { PageSpinner, Spinner, type SpinnerProps } from './components/spinner.js';
export { Switch, type SwitchProps } from './components/switch.js';
export { SwitchRow, type SwitchRowProps } from './components/switch-row.js';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table.js';
export { Textarea, type TextareaProps } from './components/textarea.js';
export { AppToaster, TOAST_DURATION_MS, toast } from './components/toaster.js';
export { Tooltip, type TooltipProps, TooltipProvider } from './components/tooltip.js';
// i18n
export { createAppI18n } from './i18n/create-app-i18n.js';
export { type LanguageState, useLanguage } from './i18n/use-language.js';
// Helpers
export { cn } from './lib/cn.js';
// Menu (kiosk and till)
export { createStore, type Store, useStore } from './lib/external-store.js';
export { readJsonStorage, readStorage, writeStorage } from './lib/local-storage.js';
export { randomId } from './lib/random-id.js';
export { useAddressState } from './lib/use-address-state.js';
export { useDocumentTitle } from './lib/use-document-title.js';
export { DESKTOP_QUERY, useMediaQuery } from './lib/use-media-query.js';
export { useProvinces } from './lib/use-provinces.js';
export {
  decideLiveUpdate,
  type LiveAction,
  type LiveContext,
  type LiveNotice,
  withoutProduct,
  withPrice,
  withStock,
} from './menu/live-menu-rules.js';
export {
  type CachedMenu,
  createMenuCache,
  isFresh,
  MENU_CACHE_TTL_MS,
  type MenuCache,
} from './menu/menu-cache.js';
export {
  createMenuLoader,
  MENU_PATH,
  type MenuError,
  type MenuErrorKey,
  type MenuLoader,
  type MenuLoaderOptions,
  type MenuState,
} from './menu/menu-loader.js';
export {
  ALL_CATEGORY_ID,
  applyHold,
  configurableItemOf,
  emptyHold,
  extendHold,
  menuCategories,
  menuPricingRules,
  type PriceHold,
  type ProductSection,
  productSections,
  repricedLines,
  type StepView,
  selectionSummary,
  stepsOf,
} from './menu/menu-model.js';
export { getAppAddress, type LocationLike } from './navigation/app-address.js';
export { useAppAddress } from './navigation/use-app-address.js';
// Offline: the service worker's registration and the reconnecting state
export { offerReload } from './offline/offer-reload.js';
export { ReconnectingBanner } from './offline/reconnecting-banner.js';
export { registerServiceWorker } from './offline/register-service-worker.js';
export { useBrowserOnline } from './offline/use-browser-online.js';
export { useReconnecting } from './offline/use-reconnecting.js';
export {
  getPageCount,
  getPaginationItems,
  getPaginationPages,
  MAX_PAGE_BUTTONS,
  type PaginationItem,
} from './pagination/pagination-pages.js';
// Payment (kiosk and till)
export {
  apiErrorKey,
  attemptErrorKey,
  type OrderProblems,
  orderProblems,
  type PaymentErrorKey,
} from './payment/payment-messages.js';
export {
  TestOutcomeChooser,
  type TestOutcomeChooserProps,
} from './payment/test-outcome-chooser.js';
// Preferences
export {
  CURRENCIES,
  CURRENCY_STORAGE_KEY,
  type CurrencyCode,
  currencySymbol,
  DEFAULT_CURRENCY,
  getCurrency,
  isCurrencyCode,
  setCurrency,
  useCurrency,
} from './preferences/currency.js';
export {
  CURRENCY_RATES_STORAGE_KEY,
  type CurrencyRates,
  convertFromLira,
  DEFAULT_CURRENCY_RATES,
  formatLiraPrice,
  formatMinor,
  getCurrencyRates,
  normalizeCurrencyRates,
  type PriceFormatter,
  setCurrencyRates,
  useCurrencyRates,
  usePriceFormatter,
} from './preferences/price-format.js';
export { AppProviders, type AppProvidersProps, createAppQueryClient } from './providers/app-providers.js';
// Realtime
export {
  type ChannelHandlers,
  createRealtimeClient,
  defaultRealtimeUrl,
  type RealtimeChannelError,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeConnectionState,
  reconnectDelay,
  type WebSocketConstructor,
  type WebSocketLike,
} from './realtime/realtime-client.js';
export { useLiveChanges } from './realtime/use-live-changes.js';
export {
  getRealtimeClient,
  RealtimeProvider,
  type UseRealtimeChannelOptions,
  useRealtimeChannel,
  useRealtimeClient,
  useRealtimeConnectionState,
} from './realtime/use-realtime-channel.js';
// Settings (kiosk and till)
export {
  CUSTOMER_INFO_STORAGE_KEY,
  cachedCustomerInfoSetting,
  fetchCustomerInfoSetting,
} from './settings/customer-info-setting.js';
// Server answers checked with schemas loaded after start-up
export { loadServerSchemas, type ServerSchemas } from './validation/load-server-schemas.js';
