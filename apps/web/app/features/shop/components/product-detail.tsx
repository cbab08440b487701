import { useId, useMemo, useState } from 'react';
import { lazyPart } from '~/shell/hydration.tsx';
import {
  colourLabels,
  colourSwatches,
  shopCategories,
  type ShopColour,
  type ShopProduct,
} from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section } from '~/components/ui/section.tsx';
import { PriceTag } from '~/components/sections/shop/price-tag.tsx';
import { QuantityStepper } from '~/components/sections/shop/quantity-stepper.tsx';
import { StarRating } from '~/components/ui/star-rating.tsx';
import { AddedNotice } from './added-notice.tsx';
import { ProductGallery } from './product-gallery.tsx';

// Below the product's first screen: the description and reviews tabs, with the products' long texts.
const ProductTabs = lazyPart(() => import('./product-tabs.tsx').then((m) => m.ProductTabs));

/** One product: gallery, price, colour and size options, quantity, add to cart; description and reviews. */
export function ProductDetail({ product }: { product: ShopProduct }) {
  const id = useId();
  const [colour, setColour] = useState<ShopColour | undefined>(product.colours[0]);
  const [size, setSize] = useState(product.sizes?.[0]);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string>();
  const category = shopCategories.find((c) => c.id === product.category);
  // The same element on every render, so a choice made before the tabs' part has hydrated keeps its HTML.
  const tabs = useMemo(() => <ProductTabs product={product} />, [product]);

  const add = () => {
    cartStore.add({ productId: product.id, colour: colour ?? '', size, quantity });
    setAdded(`${quantity} × ${product.name} added to your cart.`);
  };

  return (
    <Section
      name="product"
      label={product.name}
      spacing="none"
      className="py-16 md:py-24"
      data-product={product.id}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <ProductGallery key={product.id} images={product.images} />
        <div className="flex flex-col gap-5">
          {category && <p className="text-brand text-sm font-bold uppercase">{category.label}</p>}
          <h2 className="text-3xl font-bold md:text-4xl">{product.name}</h2>
          <StarRating rating={product.rating} />
          <PriceTag product={product} className="text-2xl" />
          <p className="text-muted text-lg">{product.summary}</p>
          {product.colours.length > 0 && (
            <fieldset>
              <legend className="mb-2 font-semibold">
                Colour: <span className="font-normal">{colour && colourLabels[colour]}</span>
              </legend>
              <div className="flex gap-3">
                {product.colours.map((c) => (
                  <label key={c} className="cursor-pointer">
                    <input
                      type="radio"
                      name={`${id}-colour`}
                      value={c}
                      checked={colour === c}
                      onChange={() => setColour(c)}
                      className="peer sr-only"
                    />
                    <span className="sr-only">{colourLabels[c]}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'peer-checked:ring-brand peer-focus-visible:outline-ink border-line ring-offset-card block size-9 rounded-full border ring-offset-2 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4',
                        colourSwatches[c],
                      )}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {product.sizes && (
            <div>
              <label htmlFor={`${id}-size`} className="mb-2 block font-semibold">
                Size
              </label>
              <select
                id={`${id}-size`}
                value={size}
                onChange={(event) => setSize(event.currentTarget.value)}
                className="border-line bg-card rounded-md border px-3 py-2"
              >
                {product.sizes.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <QuantityStepper
              id={`${id}-quantity`}
              label="Quantity"
              value={quantity}
              onChange={setQuantity}
            />
            <Button onClick={add}>Add to cart</Button>
          </div>
          <AddedNotice message={added} />
        </div>
      </div>
      {tabs}
    </Section>
  );
}
