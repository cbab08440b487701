import type { CartItem } from '@contrail/contracts';
import { useState } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { loadCart } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { formatPrice, formatUpdated } from './format.ts';
import { QtyStepper } from './qty-stepper.tsx';
import { useCartCommands } from './use-cart-commands.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

/** The cart's lines with quantity steppers and remove buttons, and when it was last updated. */
export function CartView({ compact = false }: { compact?: boolean }) {
  const partsCart = usePartsSelector((state) => state.catalogue.partsCart);
  const partsLastUpdated = usePartsSelector((state) => state.catalogue.partsLastUpdated);
  const cartPending = usePartsSelector((state) => state.catalogue.cartPending);
  const cartStatus = usePartsSelector((state) => state.catalogue.status.cart);
  const cartLoad = usePartsSelector((state) => state.catalogue.cartLoad);
  const dispatch = usePartsDispatch();
  const commands = useCartCommands();
  const text = usePartsText();
  const { cart: words } = text;
  const units = partsCart.reduce((sum, line) => sum + line.qty, 0);
  const priced = partsCart.filter((line) => line.priceCents !== null);
  const totalCents = priced.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.qty, 0);
  // A line removed (its quantity set to 0, or the bin) can be put back: nothing goes silently.
  const [removed, setRemoved] = useState<{ line: CartItem; qty: number } | null>(null);
  const remove = async (line: CartItem) => {
    if (await commands.remove(line.itemId)) setRemoved({ line, qty: line.qty });
  };
  const undo = async () => {
    if (!removed) return;
    if (await commands.add([{ id: removed.line.id, qty: removed.qty }])) setRemoved(null);
  };

  return (
    <div data-testid={compact ? 'cart-drawer-lines' : 'cart-lines'}>
      {cartLoad === 'failed' ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Icon name="alert" size={18} />
          <span className="flex-1">{words.loadFailed}</span>
          <Button size="sm" variant="outline" onClick={() => void dispatch(loadCart())}>
            {text.retry}
          </Button>
        </div>
      ) : (
        cartStatus === 'failed' && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          >
            <Icon name="alert" size={18} />
            <span className="flex-1">{words.updateFailed}</span>
            {commands.retry && (
              <Button size="sm" variant="outline" onClick={commands.retry}>
                {text.retry}
              </Button>
            )}
          </div>
        )
      )}
      {partsCart.length === 0 && cartLoad === 'loading' ? (
        <p role="status" className="text-muted p-5">
          {text.loading.cart}
        </p>
      ) : partsCart.length === 0 ? (
        <p className="border-line text-muted rounded-card border border-dashed p-5">
          {words.empty}
        </p>
      ) : (
        <ul className="divide-line divide-y" aria-label={words.list}>
          {partsCart.map((line) => (
            <li
              key={line.itemId}
              data-cart-line={line.partNumber}
              className={cn('flex flex-wrap items-center gap-3 py-3', compact && 'text-sm')}
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-mono font-semibold">
                  <span dir="ltr" className="whitespace-nowrap">
                    {line.partNumber}
                  </span>
                </p>
                <p className="text-muted truncate text-sm">
                  {line.description} · {line.modelId}
                </p>
                <p className="text-sm tabular-nums">
                  {words.each(formatPrice(line.priceCents, text))}
                </p>
              </div>
              <QtyStepper
                value={line.qty}
                label={words.quantityOf(line.partNumber)}
                busy={cartPending.includes(line.itemId)}
                onChange={(qty) =>
                  void (qty === 0 ? remove(line) : commands.setQty(line.itemId, qty))
                }
              />
              <button
                type="button"
                onClick={() => void remove(line)}
                aria-label={words.remove(line.partNumber)}
                className="text-muted grid size-9 place-items-center rounded-md hover:bg-red-50 hover:text-red-700"
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="text-sm empty:hidden" data-testid="cart-removed">
        {removed && (
          <>
            {words.removed(removed.qty, removed.line.partNumber)}{' '}
            <Button size="sm" variant="link" onClick={() => void undo()}>
              {words.undo}
            </Button>
          </>
        )}
      </p>
      {partsCart.length > 0 && (
        <p className="mt-3 font-semibold tabular-nums" data-testid="cart-total">
          {priced.length > 0
            ? words.total(partsCart.length, formatPrice(totalCents, text), priced.length)
            : text.count.lines(partsCart.length)}
        </p>
      )}
      <p className="text-muted mt-3 text-sm" aria-live="polite">
        {words.summary(partsCart.length, units)} · {words.lastUpdated}{' '}
        <time dateTime={partsLastUpdated ?? undefined} data-testid="parts-last-updated">
          {formatUpdated(partsLastUpdated, text)}
        </time>
      </p>
    </div>
  );
}
