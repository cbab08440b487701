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

/** The cart's lines with quantity steppers and remove buttons, and when it was last updated. */
export function CartView({ compact = false }: { compact?: boolean }) {
  const partsCart = usePartsSelector((state) => state.catalogue.partsCart);
  const partsLastUpdated = usePartsSelector((state) => state.catalogue.partsLastUpdated);
  const cartPending = usePartsSelector((state) => state.catalogue.cartPending);
  const cartStatus = usePartsSelector((state) => state.catalogue.status.cart);
  const cartLoad = usePartsSelector((state) => state.catalogue.cartLoad);
  const dispatch = usePartsDispatch();
  const commands = useCartCommands();
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
          <span className="flex-1">
            We could not load your cart. Check your connection and try again.
          </span>
          <Button size="sm" variant="outline" onClick={() => void dispatch(loadCart())}>
            Retry
          </Button>
        </div>
      ) : (
        cartStatus === 'failed' && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          >
            <Icon name="alert" size={18} />
            <span className="flex-1">The cart could not be updated. Your lines are as shown.</span>
            {commands.retry && (
              <Button size="sm" variant="outline" onClick={commands.retry}>
                Retry
              </Button>
            )}
          </div>
        )
      )}
      {partsCart.length === 0 && cartLoad === 'loading' ? (
        <p role="status" className="text-muted p-5">
          Loading your cart…
        </p>
      ) : partsCart.length === 0 ? (
        <p className="border-line text-muted rounded-card border border-dashed p-5">
          Your parts cart is empty. Tick parts in the catalogue and add them, or fetch a cart saved
          under your e-mail.
        </p>
      ) : (
        <ul className="divide-line divide-y" aria-label="Parts in the cart">
          {partsCart.map((line) => (
            <li
              key={line.itemId}
              data-cart-line={line.partNumber}
              className={cn('flex flex-wrap items-center gap-3 py-3', compact && 'text-sm')}
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-mono font-semibold">{line.partNumber}</p>
                <p className="text-muted truncate text-sm">
                  {line.description} · {line.modelId}
                </p>
                <p className="text-sm tabular-nums">{formatPrice(line.priceCents)} each</p>
              </div>
              <QtyStepper
                value={line.qty}
                label={`Quantity of ${line.partNumber}`}
                busy={cartPending.includes(line.itemId)}
                onChange={(qty) =>
                  void (qty === 0 ? remove(line) : commands.setQty(line.itemId, qty))
                }
              />
              <button
                type="button"
                onClick={() => void remove(line)}
                aria-label={`Remove ${line.partNumber} from the cart`}
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
            Removed {removed.qty} × {removed.line.partNumber} from the cart.{' '}
            <Button size="sm" variant="link" onClick={() => void undo()}>
              Undo
            </Button>
          </>
        )}
      </p>
      {partsCart.length > 0 && (
        <p className="mt-3 font-semibold tabular-nums" data-testid="cart-total">
          {partsCart.length} {partsCart.length === 1 ? 'line' : 'lines'}
          {priced.length > 0 &&
            ` · total ${formatPrice(totalCents)}${priced.length < partsCart.length ? ` for the ${priced.length} priced ${priced.length === 1 ? 'line' : 'lines'}; the others are quoted on request` : ''}`}
        </p>
      )}
      <p className="text-muted mt-3 text-sm" aria-live="polite">
        {partsCart.length} {partsCart.length === 1 ? 'line' : 'lines'}, {units}{' '}
        {units === 1 ? 'unit' : 'units'} · last updated{' '}
        <time dateTime={partsLastUpdated ?? undefined} data-testid="parts-last-updated">
          {formatUpdated(partsLastUpdated)}
        </time>
      </p>
    </div>
  );
}
