import type { MenuData } from '@kiosk/contracts';
import type { DealPart } from '@kiosk/domain';
import { stepsOf } from '@kiosk/ui';
import { ProductCustomizer, ProductHero } from '@kiosk/ui/customize';
import { ArrowLeft, ArrowRight, ShoppingCart } from 'lucide-react';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { addedNoticeMs } from '../../lib/kiosk-config';
import { formatTry } from '../../lib/money';
import { addLine, updateLine, upgradeLine } from '../../state/customer-session';
import { useMenuClock } from '../../state/menu-clock';
import { KioskButton } from '../kiosk-button';
import { KioskDialog } from '../kiosk-dialog';
import { notify } from '../notices';
import { QuantityStepper } from '../quantity-stepper';
import { DealChoices, DealProgress } from './deal-choices';
import {
  type DealFlowEvent,
  type DealFlowState,
  dealFlowReducer,
  flowComplete,
  groupDone,
  partsOfGroup,
  startDealFlow,
} from './deal-flow';
import { choiceViews, dealGroupsOf, dealPrice } from './deal-model';
import { DealSummary } from './deal-summary';

/** What opens the flow: a deal tapped on the menu, a cart line edited, or a "Menü yap" of a line. */
export interface DealTarget {
  productId: string;
  lineId?: string;
  parts?: DealPart[];
  quantity?: number;
  /** "Menü yap": one unit of this cart line becomes the deal. */
  upgradeFrom?: string;
  /** "Menü yap": the product the line was (its group is already chosen). */
  upgradeProductId?: string;
}

/**
 * A meal deal as one guided flow: a step per group with the choices and their price deltas, a
 * configurable part's own options inside the flow, progress, back, the running price, and the
 * summary that puts the deal in the cart as one line with its parts.
 */
export default function DealFlowDialog({
  target,
  menu,
  onClose,
}: {
  target: DealTarget;
  menu: MenuData;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const product = menu.products.find((p) => p.id === target.productId);
  const groups = useMemo(() => dealGroupsOf(menu, target.productId) ?? [], [menu, target.productId]);
  const [state, dispatch] = useReducer(dealFlowReducer, undefined, () =>
    startDealFlow(
      groups,
      target.parts,
      target.quantity,
      target.lineId ? 'summary' : target.upgradeProductId ? { after: target.upgradeProductId } : 'open',
    ),
  );
  const flow = { ...state, groups };
  const at = useMenuClock();
  if (!product) return null;
  const unit = dealPrice(menu, product.id, flow.parts, at);
  const submit = () => {
    const line = {
      productId: product.id,
      quantity: flow.quantity,
      selection: {},
      unitPriceMinor: unit,
      vatRate: product.vat_rate,
      name: product.name,
      image: product.image_small ?? product.image,
      parts: flow.parts,
    };
    if (target.lineId) updateLine(target.lineId, line);
    else if (target.upgradeFrom) upgradeLine(target.upgradeFrom, line);
    else {
      addLine(line);
      notify({
        tone: 'success',
        title: t('kiosk.deal.added', { name: line.name }),
        durationMs: addedNoticeMs(),
        passive: true,
      });
    }
    onClose();
  };
  const configuring = flow.configuring && menu.products.find((p) => p.id === flow.configuring?.product_id);
  return (
    <KioskDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      data-testid="deal-dialog"
      title={product.name}
      description={product.description ?? undefined}
      media={configuring ? undefined : <ProductHero product={product} />}
      bareBody
    >
      {configuring ? (
        <ProductCustomizer
          key={configuring.id}
          product={configuring}
          steps={stepsOf(menu, configuring.id)}
          available={configuring.is_available}
          initialSelection={flow.configuring?.selection}
          editing
          onSubmit={(line) => dispatch({ type: 'configured', selection: line.selection })}
        />
      ) : (
        <DealFlowBody
          menu={menu}
          flow={flow}
          at={at}
          dispatch={dispatch}
          unit={unit}
          onSubmit={submit}
          editing={!!target.lineId}
        />
      )}
    </KioskDialog>
  );
}

function DealFlowBody({
  menu,
  flow,
  at,
  dispatch,
  unit,
  onSubmit,
  editing,
}: {
  menu: MenuData;
  flow: DealFlowState;
  at: Date;
  dispatch: (event: DealFlowEvent) => void;
  unit: number;
  onSubmit: () => void;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const group = flow.groups[flow.step];
  const chosen = new Set(group ? partsOfGroup(flow, group.id).map((p) => p.product_id) : []);
  return (
    <>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-8 py-6 sm:px-10">
        <DealProgress
          groups={flow.groups}
          step={flow.step}
          done={(index) =>
            index < 0 || (flow.groups[index] ? groupDone(flow, flow.groups[index]) : flowComplete(flow))
          }
          onGoto={(step) => dispatch({ type: 'goto', step })}
        />
        {group ? (
          <>
            <h3 className="font-extrabold text-3xl text-secondary-900" data-testid="deal-step-title">
              {group.name}
              <span className="ml-3 font-medium text-ink-muted text-lg">
                {group.min === 0
                  ? t('kiosk.deal.optional')
                  : group.max > 1
                    ? t('kiosk.deal.chooseUpTo', { count: group.max })
                    : t('kiosk.deal.choose')}
              </span>
            </h3>
            <DealChoices
              group={group}
              choices={choiceViews(menu, group, at)}
              chosen={chosen}
              onPick={(choice) => {
                if (group.max > 1 && chosen.has(choice.product.id) && !choice.configurable) {
                  dispatch({ type: 'remove', group_id: group.id, product_id: choice.product.id });
                  return;
                }
                dispatch({
                  type: 'pick',
                  group_id: group.id,
                  product_id: choice.product.id,
                  configurable: choice.configurable,
                  selection: {},
                });
              }}
            />
          </>
        ) : (
          <DealSummary
            menu={menu}
            groups={flow.groups}
            parts={flow.parts}
            onChange={(step) => dispatch({ type: 'goto', step })}
          />
        )}
      </div>
      <DealFooter
        flow={flow}
        dispatch={dispatch}
        unit={unit}
        onSubmit={onSubmit}
        editing={editing}
        skip={!!group && group.min === 0 && chosen.size === 0}
      />
    </>
  );
}

/** Back, the quantity (summary), the running price and "Continue" / "Add to cart". */
function DealFooter({
  flow,
  dispatch,
  unit,
  onSubmit,
  editing,
  skip,
}: {
  flow: DealFlowState;
  dispatch: (event: DealFlowEvent) => void;
  unit: number;
  onSubmit: () => void;
  editing: boolean;
  skip: boolean;
}) {
  const { t } = useTranslation();
  const group = flow.groups[flow.step];
  const summary = !group;
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-4 border-line border-t bg-surface px-8 py-6 sm:px-10">
      <KioskButton
        variant="outline"
        size="xl"
        disabled={flow.step === 0}
        onClick={() => dispatch({ type: 'back' })}
        data-testid="deal-back"
      >
        <ArrowLeft aria-hidden="true" />
        {t('kiosk.deal.back')}
      </KioskButton>
      {summary && (
        <QuantityStepper
          value={flow.quantity}
          onChange={(quantity) => dispatch({ type: 'quantity', quantity })}
          min={1}
          max={99}
          size="lg"
          decreaseLabel={t('kiosk.product.decrease')}
          increaseLabel={t('kiosk.product.increase')}
        />
      )}
      <KioskButton
        size="xl"
        className="min-w-0 flex-1 justify-between"
        disabled={summary ? !flowComplete(flow) : !group || !groupDone(flow, group)}
        onClick={() => (summary ? onSubmit() : dispatch({ type: 'next' }))}
        data-testid={summary ? 'deal-add' : 'deal-next'}
      >
        <span className="inline-flex items-center gap-3">
          {summary ? <ShoppingCart aria-hidden="true" /> : null}
          {summary
            ? t(editing ? 'kiosk.deal.update' : 'kiosk.deal.addToCart')
            : skip
              ? t('kiosk.deal.skip')
              : t('kiosk.deal.next')}
          {!summary && <ArrowRight aria-hidden="true" />}
        </span>
        <span
          className="font-extrabold tabular-nums"
          data-testid="deal-price"
          data-total-minor={unit * flow.quantity}
        >
          {formatTry(unit * flow.quantity)}
        </span>
      </KioskButton>
    </div>
  );
}
