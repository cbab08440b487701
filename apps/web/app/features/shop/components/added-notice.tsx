import { useShopText } from '~/features/shop/use-shop-text.ts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';

/** The live line that confirms an add to cart ("… added to your cart. View cart"); empty until then. */
export function AddedNotice({ message, className }: { message?: string; className?: string }) {
  const { added } = useShopText();
  return (
    <p role="status" className={cn('min-h-6', className)} data-added-notice>
      {message && (
        <>
          {message}{' '}
          <Link to="/shop/shopping-cart" className="text-brand font-semibold underline">
            {added.viewCart}
          </Link>
        </>
      )}
    </p>
  );
}
