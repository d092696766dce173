import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ElementType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';

export interface KioskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title (an icon tile, a picture). */
  media?: ReactNode;
  children?: ReactNode;
  /** Action buttons under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** No close (X) button and no closing by the overlay or Escape (questions that need an answer). */
  modal?: boolean;
  /**
   * Drawn in place, centred in its positioned parent, instead of over the page: no overlay, no
   * focus trap, not announced as modal (the admin's kiosk preview shows the kiosk's dialog so).
   */
  inline?: boolean;
  className?: string;
  bodyClassName?: string;
  /** The body manages its own padding and scrolling (a scroll area and a fixed footer of its own). */
  bareBody?: boolean;
  /** Accessible label when the title is visual only. */
  'data-testid'?: string;
}

const widths = { sm: 'max-w-xl', md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;
const panel = 'overflow-hidden rounded-[2rem] bg-white text-ink shadow-raised';

/** A large, touch-first dialog (Radix: focus trapped, announced as a dialog). */
export function KioskDialog({
  open,
  onOpenChange,
  title,
  description,
  media,
  children,
  footer,
  size = 'md',
  modal = false,
  inline = false,
  className,
  bodyClassName,
  bareBody = false,
  'data-testid': testId,
}: KioskDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const content = { title, description, media, children, footer, modal, bodyClassName, bareBody };
  if (inline) {
    if (!open) return null;
    return (
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        className={cn(
          'absolute top-1/2 left-1/2 flex max-h-[92%] w-[calc(100%-3rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          panel,
          widths[size],
          className,
        )}
      >
        <DialogParts
          {...content}
          Title="h2"
          titleProps={{ id: titleId }}
          Description="p"
          descriptionProps={{ id: descriptionId }}
          Close="button"
          closeProps={{ type: 'button', onClick: () => onOpenChange(false) }}
        />
      </div>
    );
  }
  const block = (event: Event) => {
    if (modal) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* no backdrop blur: blurring the whole screen behind is costly on a cheap kiosk */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-secondary-950/75" />
        <DialogPrimitive.Content
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-3rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'animate-dialog-in focus:outline-none',
            panel,
            widths[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogParts
            {...content}
            Title={DialogPrimitive.Title}
            Description={DialogPrimitive.Description}
            Close={DialogPrimitive.Close}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The dialog's picture, header (title, description, close), body and footer: the same in both modes. */
function DialogParts({
  title,
  description,
  media,
  children,
  footer,
  modal,
  bodyClassName,
  bareBody,
  Title,
  titleProps,
  Description,
  descriptionProps,
  Close,
  closeProps,
}: Pick<
  KioskDialogProps,
  'title' | 'description' | 'media' | 'children' | 'footer' | 'modal' | 'bodyClassName' | 'bareBody'
> & {
  /** The Radix parts over the page; plain elements (with these props) in place. */
  Title: ElementType;
  titleProps?: object;
  Description: ElementType;
  descriptionProps?: object;
  Close: ElementType;
  closeProps?: object;
}) {
  const { t } = useTranslation();
  return (
    <>
      {media}
      <div className="flex items-start justify-between gap-6 px-8 pt-8 pb-2 sm:px-10">
        <div className="min-w-0">
          <Title
            {...titleProps}
            className="text-balance font-extrabold text-3xl text-secondary-900 tracking-tight lg:text-4xl"
          >
            {title}
          </Title>
          {description && (
            <Description {...descriptionProps} className="mt-2 text-pretty text-ink-muted text-xl">
              {description}
            </Description>
          )}
        </div>
        {!modal && (
          <Close
            {...closeProps}
            aria-label={t('kiosk.common.close')}
            className="-mt-2 -mr-3 inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-secondary-800 transition-colors hover:bg-secondary-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-95"
          >
            <X className="size-8" aria-hidden="true" />
          </Close>
        )}
      </div>
      {children && (
        <div
          className={cn(
            bareBody
              ? 'flex min-h-0 flex-1 flex-col overflow-hidden'
              : 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-8 py-6 sm:px-10',
            bodyClassName,
          )}
        >
          {children}
        </div>
      )}
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-4 border-line border-t bg-surface px-8 py-6 sm:px-10">
          {footer}
        </div>
      )}
    </>
  );
}
