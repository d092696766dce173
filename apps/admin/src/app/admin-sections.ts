import {
  BadgePercent,
  Building2,
  ChartColumn,
  ChefHat,
  ClipboardList,
  CreditCard,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  MonitorSmartphone,
  Package,
  PanelsTopLeft,
  Printer,
  Sandwich,
  Settings,
  SlidersHorizontal,
  Tags,
  Users,
  Wallet,
} from 'lucide-react';

export type AdminSectionId =
  | 'dashboard'
  | 'orders'
  | 'reports'
  | 'tillSessions'
  | 'products'
  | 'categories'
  | 'configurator'
  | 'deals'
  | 'promotions'
  | 'pricingRules'
  | 'kitchenStations'
  | 'printers'
  | 'kioskManagement'
  | 'kioskMessenger'
  | 'businessStoreManagement'
  | 'posDeviceManagement'
  | 'welcomeSettings'
  | 'staff'
  | 'settings';

export interface AdminSection {
  id: AdminSectionId;
  /** Route path under `/`. */
  path: string;
  icon: LucideIcon;
  /** First path segments that belong to the section (for the active menu item). */
  segments: readonly string[];
}

/** Every admin section in the side menu's order (spec section 2, "Admin shell"). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', path: 'dashboard', icon: LayoutDashboard, segments: ['dashboard'] },
  { id: 'orders', path: 'orders', icon: ClipboardList, segments: ['orders'] },
  { id: 'reports', path: 'reports', icon: ChartColumn, segments: ['reports'] },
  { id: 'tillSessions', path: 'till-sessions', icon: Wallet, segments: ['till-sessions'] },
  { id: 'products', path: 'products', icon: Package, segments: ['products'] },
  { id: 'categories', path: 'categories', icon: FolderTree, segments: ['categories'] },
  { id: 'configurator', path: 'configurator', icon: SlidersHorizontal, segments: ['configurator'] },
  { id: 'deals', path: 'deals', icon: Sandwich, segments: ['deals'] },
  { id: 'promotions', path: 'promotions', icon: BadgePercent, segments: ['promotions'] },
  { id: 'pricingRules', path: 'pricing', icon: Tags, segments: ['pricing'] },
  { id: 'kitchenStations', path: 'kitchen-stations', icon: ChefHat, segments: ['kitchen-stations'] },
  { id: 'printers', path: 'printers', icon: Printer, segments: ['printers'] },
  {
    id: 'kioskManagement',
    path: 'kiosk-management',
    icon: MonitorSmartphone,
    segments: ['kiosk-management', 'kiosk-detail'],
  },
  { id: 'kioskMessenger', path: 'kiosk-messenger', icon: MessageSquareText, segments: ['kiosk-messenger'] },
  {
    id: 'businessStoreManagement',
    path: 'business-store-management',
    icon: Building2,
    segments: ['business-store-management'],
  },
  {
    id: 'posDeviceManagement',
    path: 'pos-device-management',
    icon: CreditCard,
    segments: ['pos-device-management'],
  },
  { id: 'welcomeSettings', path: 'welcome-settings', icon: PanelsTopLeft, segments: ['welcome-settings'] },
  { id: 'staff', path: 'staff', icon: Users, segments: ['staff'] },
  { id: 'settings', path: 'settings', icon: Settings, segments: ['settings'] },
];

/** The section a path belongs to, if any. */
export function findSection(pathname: string): AdminSection | undefined {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return ADMIN_SECTIONS.find((section) => section.segments.includes(first));
}

export function getSection(id: AdminSectionId): AdminSection {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`unknown admin section ${id}`);
  return section;
}
