import type { PromotionRecord } from '@kiosk/contracts';
import {
  Badge,
  type BadgeTone,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  usePriceFormatter,
} from '@kiosk/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localNow, type PromotionStatus, promotionStatus } from '../utils/promotion-form';

const STATUS_TONE: Record<PromotionStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'muted',
  off: 'warning',
};

/** The promotions: name, what it gives, its status now, channels, dates; edit and delete. */
export function PromotionsTable({
  promotions,
  timeZone,
  onEdit,
  onDelete,
}: {
  promotions: PromotionRecord[];
  timeZone: string;
  onEdit: (promotion: PromotionRecord) => void;
  onDelete: (promotion: PromotionRecord) => void;
}) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  const now = localNow(timeZone);
  const summary = (p: PromotionRecord) => {
    const k = p.kind;
    const amount = k.type === 'amount_off' ? k.amount_minor : k.type === 'bundle_price' ? k.price_minor : 0;
    return t(`pricing.promotions.summary.${k.type}`, { ...k, amount: formatPrice(amount) });
  };
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('pricing.promotions.table.name')}</TableHead>
            <TableHead>{t('pricing.promotions.table.kind')}</TableHead>
            <TableHead>{t('pricing.promotions.table.status')}</TableHead>
            <TableHead>{t('pricing.promotions.table.channels')}</TableHead>
            <TableHead>{t('pricing.promotions.table.dates')}</TableHead>
            <TableHead className="text-right">{t('pricing.promotions.table.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {promotions.map((p) => {
            const status = promotionStatus(p, now);
            return (
              <TableRow key={p.id} data-testid="promotion-row">
                <TableCell className="font-medium">{p.name}</TableCell>
                <TableCell>{summary(p)}</TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONE[status]} dot>
                    {t(`pricing.promotions.status.${status}`)}
                  </Badge>
                </TableCell>
                <TableCell>{p.channels.map((c) => t(`pricing.channels.${c}`)).join(', ')}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {p.valid_from || p.valid_until
                    ? `${p.valid_from ?? '…'} – ${p.valid_until ?? '…'}`
                    : t('pricing.promotions.openDates')}
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t('pricing.common.edit')}: ${p.name}`}
                      onClick={() => onEdit(p)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t('pricing.common.delete')}: ${p.name}`}
                      onClick={() => onDelete(p)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
