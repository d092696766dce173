import { createHash } from 'node:crypto';
import type { MenuData, ProductConfiguration } from '@kiosk/contracts';
import { unitTranslationKey } from '@kiosk/domain';
import type { Repositories } from '../repositories/index.js';
import { emptyTranslations, type TranslationMap } from '../repositories/translation.repository.js';
import { publicObjectUrl } from '../storage/storage.js';
import type { ConfigurationService } from './configuration.service.js';
import type { PricingRuleService } from './pricing/pricing-rules.service.js';

export interface CachedMenu {
  etag: string;
  body: Buffer;
}

type Language = 'tr' | 'en';

const localized = (base: string, map: TranslationMap | undefined, language: Language, field: string) =>
  (language === 'en' ? map?.en[field] : map?.tr[field]) || base;

/** A 320 px copy of an uploaded product image (made on first request, then cached). */
function smallImage(image: string | null): string | null {
  const prefix = publicObjectUrl('product-images', '');
  if (!image?.startsWith(prefix)) return null;
  return `${image.replace('/object/public/', '/render/image/public/')}?width=320`;
}

/**
 * The kiosk menu per language, built once and kept as ready-to-send JSON bytes with an ETag.
 * Every catalogue or configurator change (a db-changes event, on every instance) drops it.
 */
export class MenuService {
  private readonly cache = new Map<Language, Promise<CachedMenu>>();
  private generation = 0;

  constructor(
    private readonly repos: Repositories,
    private readonly configurations: ConfigurationService,
    /** Issue 33's rules (deals, promotions, channel prices, dayparts) carried with the menu. */
    private readonly pricing?: Pick<PricingRuleService, 'menuPricing'>,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
  }

  get(language: Language): Promise<CachedMenu> {
    const cached = this.cache.get(language);
    if (cached) return cached;
    const generation = this.generation;
    const building = this.build(language).then((menu) => {
      const body = Buffer.from(JSON.stringify(menu));
      return { etag: `"${menu.version}"`, body };
    });
    this.cache.set(language, building);
    // A change that lands while building makes this copy stale: do not keep it.
    building.then(
      () => {
        if (generation !== this.generation && this.cache.get(language) === building)
          this.cache.delete(language);
      },
      () => {
        if (this.cache.get(language) === building) this.cache.delete(language);
      },
    );
    return building;
  }

  async build(language: Language): Promise<MenuData> {
    const menu = this.repos.menu;
    const translations = this.repos.translation;
    const [categories, products, ui, suggestions] = await Promise.all([
      menu.activeCategories(),
      menu.activeProducts(),
      this.repos.reference.uiTranslations(language),
      this.repos.suggestion.all(),
    ]);
    const [categoryTexts, productTexts] = await Promise.all([
      translations.forEntities(
        'category',
        categories.map((c) => c.id),
      ),
      translations.forEntities(
        'product',
        products.map((p) => p.id),
      ),
    ]);
    const uiMap = new Map(ui.map((u) => [u.key, u.value]));
    const configurations = await this.configurations.forProducts(
      products.filter((p) => p.configurable).map((p) => p.id),
    );
    const tables = configurationTables(configurations, language);
    const onMenu = new Set(products.map((p) => p.id));
    const data: Omit<MenuData, 'version' | 'generated_at'> = {
      language,
      categories: categories.map((c) => {
        const texts = categoryTexts.get(c.id) ?? emptyTranslations();
        return {
          ...c,
          name: localized(c.name, texts, language, 'name'),
          description:
            c.description === null ? null : localized(c.description, texts, language, 'description'),
          translations: texts,
        };
      }),
      products: products.map((p) =>
        menuProduct(p, { categories, categoryTexts, productTexts, uiMap, language }),
      ),
      ...tables,
      uiTranslations: ui,
      // suggestions before payment: only products on this menu (the kiosk checks availability)
      suggestions: suggestions
        .map((s) => ({ ...s, product_ids: s.product_ids.filter((id) => onMenu.has(id)) }))
        .filter((s) => s.product_ids.length > 0),
      ...(this.pricing ? { pricing: await this.pricing.menuPricing(onMenu) } : {}),
    };
    const version = createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
    return { version, generated_at: new Date().toISOString(), ...data };
  }
}

type MenuCategoryRow = Awaited<ReturnType<Repositories['menu']['activeCategories']>>[number];
type MenuProductRow = Awaited<ReturnType<Repositories['menu']['activeProducts']>>[number];

/** One product as the menu shows it: localized, with its unit's name and whether it can be ordered. */
function menuProduct(
  p: MenuProductRow,
  ctx: {
    categories: MenuCategoryRow[];
    categoryTexts: Map<string, TranslationMap>;
    productTexts: Map<string, TranslationMap>;
    uiMap: Map<string, string>;
    language: Language;
  },
): MenuData['products'][number] {
  const { categories, categoryTexts, productTexts, uiMap, language } = ctx;
  const texts = productTexts.get(p.id) ?? emptyTranslations();
  const category = categories.find((c) => c.id === p.category_id);
  // a product of an inactive category (or subcategory) cannot be ordered: not offered anywhere
  const categoryActive =
    category !== undefined &&
    (p.subcategory_id === null || categories.some((c) => c.id === p.subcategory_id));
  const available = p.is_active && categoryActive && p.in_stock !== false;
  return {
    id: p.id,
    name: localized(p.name, texts, language, 'name'),
    sku: p.sku,
    description: p.description === null ? null : localized(p.description, texts, language, 'description'),
    price_minor: p.price_minor,
    image: p.image,
    image_small: smallImage(p.image),
    category_id: p.category_id,
    subcategory_id: p.subcategory_id,
    category: category
      ? localized(category.name, categoryTexts.get(category.id), language, 'name')
      : p.category_name,
    sort_order: p.sort_order,
    translations: texts,
    is_active: p.is_active,
    in_stock: p.in_stock,
    configurable: p.configurable,
    unit_code: p.unit_code,
    unit_name: uiMap.get(unitTranslationKey(p.unit_code)) ?? uiMap.get('unit.piece') ?? p.unit_code,
    vat_rate: p.vat_rate ?? 0,
    tax_group_code: p.tax_group_code,
    is_available: available,
    unavailable_reason: available ? null : p.is_active && categoryActive ? 'out_of_stock' : 'inactive',
  };
}

/** The menu's configurator tables: each step and option once (localized), and which product and step use them. */
function configurationTables(configurations: ProductConfiguration[], language: Language) {
  const steps = new Map<string, MenuData['configurationSteps'][number]>();
  const options = new Map<string, MenuData['configurationOptions'][number]>();
  const productConfigurations: MenuData['productConfigurations'] = [];
  const stepOptions: MenuData['stepOptions'] = [];
  const optionOverrides: NonNullable<MenuData['optionOverrides']> = [];
  for (const configuration of configurations) {
    for (const step of configuration.steps) {
      productConfigurations.push({
        product_id: configuration.product_id,
        step_id: step.id,
        sort_order: step.sort_order,
      });
      for (const override of step.overrides ?? []) {
        optionOverrides.push({ product_id: configuration.product_id, step_id: step.id, ...override });
      }
      if (steps.has(step.id)) continue;
      const stepTexts = {
        tr: step.translations.tr as Record<string, string>,
        en: step.translations.en as Record<string, string>,
      };
      steps.set(step.id, {
        id: step.id,
        title: localized(step.title, stepTexts, language, 'title'),
        subtitle: step.subtitle === null ? null : localized(step.subtitle, stepTexts, language, 'subtitle'),
        type: step.type,
        required: step.required,
        show_images: step.show_images,
        translations: stepTexts,
      });
      for (const option of step.options) {
        stepOptions.push({
          step_id: step.id,
          option_id: option.id,
          sort_order: option.sort_order,
          is_default: option.is_default,
        });
        const optionTexts = {
          tr: option.translations.tr as Record<string, string>,
          en: option.translations.en as Record<string, string>,
        };
        options.set(option.id, {
          id: option.id,
          name: localized(option.name, optionTexts, language, 'name'),
          description: option.description,
          price_minor:
            option.product_id && !option.is_manual_price && option.linked_price_minor !== null
              ? option.linked_price_minor
              : option.price_minor,
          image: option.image,
          product_id: option.product_id,
          is_manual_price: option.is_manual_price,
          linked_price_minor: option.linked_price_minor,
          max_quantity: option.max_quantity,
          available: option.available,
          translations: optionTexts,
        });
      }
    }
  }

  return {
    configurationSteps: [...steps.values()],
    configurationOptions: [...options.values()],
    productConfigurations,
    stepOptions,
    // a shared group's options priced or hidden per product (issue 34), applied by `stepsOf`
    ...(optionOverrides.length > 0 ? { optionOverrides } : {}),
  };
}
