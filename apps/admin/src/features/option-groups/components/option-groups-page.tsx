import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { OptionGroup } from '@kiosk/contracts';
import { Button, buttonClassName, ConfirmDialog, PageHeader, toast } from '@kiosk/ui';
import { ArrowLeft, Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDeleteOptionGroup } from '../api/delete-option-group';
import { useOptionGroup } from '../api/get-option-group';
import { useOptionGroups } from '../api/get-option-groups';
import { GroupCard } from './group-card';
import { GroupDialog } from './group-dialog';
import { GroupProducts } from './group-products';

/** "Seçenek grupları": shared option groups, the products using each, their edits and overrides. */
export function OptionGroupsPage() {
  const { t } = useTranslation();
  const groups = useOptionGroups();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<OptionGroup | 'new' | null>(null);
  const detail = useOptionGroup(selected);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" data-testid="option-groups-page">
      <PageHeader
        title={t('optionGroups.title')}
        description={t('optionGroups.description')}
        actions={
          <>
            <Link to="/configurator" className={buttonClassName({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              {t('optionGroups.backToConfigurator')}
            </Link>
            <Button onClick={() => setEditing('new')} data-testid="new-option-group">
              <Plus aria-hidden="true" />
              {t('optionGroups.new')}
            </Button>
          </>
        }
      />
      {groups.error ? (
        <ErrorPanel message={t('optionGroups.loadError')} onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <LoadingPanel />
      ) : groups.data.length === 0 ? (
        <EmptyPanel
          icon={Layers}
          title={t('optionGroups.emptyTitle')}
          description={t('optionGroups.emptyDescription')}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <ul className="flex flex-col gap-3" aria-label={t('optionGroups.title')}>
            {groups.data.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                selected={selected === group.id}
                onSelect={() => setSelected(group.id)}
              />
            ))}
          </ul>
          {selected && (
            <GroupDetail
              group={detail.data}
              failed={Boolean(detail.error)}
              onRetry={() => void detail.refetch()}
              onEdit={() => detail.data && setEditing(detail.data)}
              onDeleted={() => setSelected(null)}
            />
          )}
        </div>
      )}
      {editing && (
        <GroupDialog
          key={editing === 'new' ? 'new' : editing.group.id}
          group={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function GroupDetail({
  group,
  failed,
  onRetry,
  onEdit,
  onDeleted,
}: {
  group: OptionGroup | undefined;
  failed: boolean;
  onRetry: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteOptionGroup();
  const [deleting, setDeleting] = useState(false);
  if (failed) return <ErrorPanel message={t('optionGroups.loadError')} onRetry={onRetry} />;
  if (!group) return <LoadingPanel />;
  const inUse = group.products.length > 0;
  const title = (i18n.language === 'en' ? group.group.translations.en.title : undefined) || group.group.title;
  return (
    <section
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
      aria-label={title}
      data-testid="option-group-detail"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex gap-2">
          <Button onClick={onEdit} data-testid="edit-option-group">
            <Pencil aria-hidden="true" />
            {t('optionGroups.editGroup')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            disabled={inUse}
            title={inUse ? t('optionGroups.deleteInUse') : undefined}
            aria-label={t('optionGroups.delete')}
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <GroupProducts group={group} />
      <ConfirmDialog
        open={deleting}
        title={t('optionGroups.deleteTitle')}
        message={t('optionGroups.deleteMessage', { name: title })}
        confirmLabel={t('optionGroups.deleteConfirm')}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(group.group.id, {
            onSuccess: () => {
              toast.success(t('optionGroups.deleted'));
              onDeleted();
            },
            onError: (error) =>
              toast.error(t('optionGroups.deleteFailed'), serverMessageDescription(error, t)),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </section>
  );
}
