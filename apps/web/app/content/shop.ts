import type { ProductCardData } from '~/components/sections/shop/product-card.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';

/** Sample data of the demo shop (/shop/*): a small home-goods store with a line of clothing, prices in cents. */

export type ShopCategoryId =
  'living' | 'bedroom' | 'dining' | 'lighting' | 'decor' | 'clothing' | 'accessories';
export type ShopColour = 'oak' | 'charcoal' | 'sand' | 'sage' | 'terracotta';

export interface ShopCategory {
  id: ShopCategoryId;
  label: string;
  blurb: string;
  image: ArtImageData;
}

/**
 * A product: what its card shows (id, name, prices in cents, 1–5 stars, images) and what the listing filters
 * and the product page's first screen read. Its description, details and reviews are in shop/product-texts.ts.
 */
export interface ShopProduct extends ProductCardData {
  category: ShopCategoryId;
  /** ISO date the product joined the shop (the "Newest" sort). */
  added: string;
  colours: readonly ShopColour[];
  sizes?: readonly string[];
  summary: string;
}

export interface ShopCoupon {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent off, or cents off. */
  value: number;
  label: string;
}

export type ShippingMethodId = 'standard' | 'express' | 'pickup';
export interface ShippingMethod {
  id: ShippingMethodId;
  label: string;
  note: string;
  /** Cents; standard delivery is free from `freeShippingFrom`. */
  price: number;
}

export const colourLabels: Record<ShopColour, string> = {
  oak: 'Oak',
  charcoal: 'Charcoal',
  sand: 'Sand',
  sage: 'Sage',
  terracotta: 'Terracotta',
};

/** Swatch fills for the colour filter and options (static classes for Tailwind). */
export const colourSwatches: Record<ShopColour, string> = {
  oak: 'bg-amber-600',
  charcoal: 'bg-neutral-800',
  sand: 'bg-amber-200',
  sage: 'bg-emerald-600',
  terracotta: 'bg-orange-700',
};

const img = (src: string, alt: string): ArtImageData => ({ src, alt, width: 800, height: 800 });

export const shopCategories: readonly ShopCategory[] = [
  {
    id: 'living',
    label: 'Living room',
    blurb: 'Sofas, lounge chairs and side tables made for long evenings.',
    image: img('/artwork/furniture-780-800x800.svg', ''),
  },
  {
    id: 'bedroom',
    label: 'Bedroom',
    blurb: 'Linen, throws and night stands for slower mornings.',
    image: img('/artwork/pattern-781-800x800.svg', ''),
  },
  {
    id: 'dining',
    label: 'Kitchen & dining',
    blurb: 'Stoneware, boards and tables that gather people round.',
    image: img('/artwork/furniture-782-800x800.svg', ''),
  },
  {
    id: 'lighting',
    label: 'Lighting',
    blurb: 'Warm lamps and pendants for every corner of the house.',
    image: img('/artwork/lamp-783-800x800.svg', ''),
  },
  {
    id: 'decor',
    label: 'Decor',
    blurb: 'Vases, mirrors and small things that make a room yours.',
    image: img('/artwork/vase-784-800x800.svg', ''),
  },
  {
    id: 'clothing',
    label: 'Clothing',
    blurb: 'Linen, wool and cotton pieces cut simply, to be worn for years.',
    image: img('/artwork/garment-786-800x800.svg', ''),
  },
  {
    id: 'accessories',
    label: 'Bags & accessories',
    blurb: 'Totes, scarves and leather goods made in small runs.',
    image: img('/artwork/garment-787-800x800.svg', ''),
  },
];

export const shopProducts: readonly ShopProduct[] = [
  {
    id: 'ashford-lounge-chair',
    name: 'Ashford lounge chair',
    category: 'living',
    added: '2026-03-02',
    price: 42900,
    salePrice: 36900,
    rating: 5,
    colours: ['oak', 'sand', 'sage'],
    summary:
      'A low, deep lounge chair on a solid oak frame, with a removable woven wool seat you can brush clean.',
    images: [
      img('/artwork/furniture-699-800x800.svg', 'Ashford lounge chair in oak, seen from the front'),
      img('/artwork/furniture-720-800x800.svg', 'Ashford lounge chair from the side'),
      img('/artwork/pattern-740-800x800.svg', 'Close-up of the woven wool seat'),
      img('/artwork/interior-760-800x800.svg', 'The Ashford in a sunlit reading corner'),
    ],
  },
  {
    id: 'marlow-three-seat-sofa',
    name: 'Marlow three-seat sofa',
    category: 'living',
    added: '2026-10-14',
    price: 128000,
    rating: 4,
    colours: ['charcoal', 'sand', 'sage'],
    sizes: ['Two-seat', 'Three-seat'],
    summary: 'Feather-wrapped cushions on a kiln-dried beech frame, deep enough to curl up in.',
    images: [img('/artwork/furniture-700-800x800.svg', 'Marlow sofa in a soft neutral fabric')],
  },
  {
    id: 'pebble-side-table',
    name: 'Pebble side table',
    category: 'living',
    added: '2026-06-21',
    price: 18900,
    rating: 4,
    colours: ['oak', 'charcoal'],
    summary: 'A round side table with a softly bevelled top, turned from a single oak block.',
    images: [img('/artwork/furniture-701-800x800.svg', 'Round Pebble side table in oak')],
  },
  {
    id: 'harbour-wool-rug',
    name: 'Harbour wool rug',
    category: 'living',
    added: '2026-01-30',
    price: 34500,
    salePrice: 29500,
    rating: 5,
    colours: ['sand', 'charcoal'],
    sizes: ['160 × 230 cm', '200 × 300 cm'],
    summary: 'A hand-loomed flatweave rug in undyed wool with a subtle ridged stripe.',
    images: [img('/artwork/pattern-703-800x800.svg', 'Harbour rug with ridged stripes')],
  },
  {
    id: 'linden-linen-duvet-set',
    name: 'Linden linen duvet set',
    category: 'bedroom',
    added: '2026-09-05',
    price: 21900,
    rating: 5,
    colours: ['sand', 'sage', 'terracotta'],
    sizes: ['Double', 'King', 'Super king'],
    summary: 'Stone-washed French linen that is soft from the first night and cool all summer.',
    images: [img('/artwork/pattern-704-800x800.svg', 'Folded linen duvet set')],
  },
  {
    id: 'rowan-night-stand',
    name: 'Rowan night stand',
    category: 'bedroom',
    added: '2026-04-18',
    price: 24500,
    rating: 4,
    colours: ['oak', 'charcoal'],
    summary: 'One soft-close drawer, one open shelf, and a top just wide enough for a lamp.',
    images: [img('/artwork/furniture-704-800x800.svg', 'Rowan night stand with one drawer')],
  },
  {
    id: 'fells-knitted-throw',
    name: 'Fells knitted throw',
    category: 'bedroom',
    added: '2026-11-02',
    price: 8900,
    salePrice: 6900,
    rating: 4,
    colours: ['sage', 'sand', 'terracotta'],
    summary: 'A chunky cable-knit throw in a merino and cotton blend.',
    images: [img('/artwork/pattern-706-800x800.svg', 'Folded cable-knit throw')],
  },
  {
    id: 'tarn-mirror',
    name: 'Tarn round mirror',
    category: 'bedroom',
    added: '2026-02-11',
    price: 15900,
    rating: 3,
    colours: ['oak', 'charcoal'],
    sizes: ['Ø 60 cm', 'Ø 80 cm'],
    summary: 'A round mirror in a slim solid-wood frame, with a leather hanging strap.',
    images: [img('/artwork/product-707-800x800.svg', 'Round mirror on a leather strap')],
  },
  {
    id: 'kiln-stoneware-dinner-set',
    name: 'Kiln stoneware dinner set',
    category: 'dining',
    added: '2026-07-27',
    price: 13900,
    rating: 5,
    colours: ['sand', 'charcoal', 'sage'],
    summary: 'Four plates, four side plates and four bowls, glazed by hand in small batches.',
    images: [img('/artwork/vase-710-800x800.svg', 'Stack of glazed stoneware plates')],
  },
  {
    id: 'hearth-serving-board',
    name: 'Hearth serving board',
    category: 'dining',
    added: '2026-05-09',
    price: 5900,
    rating: 4,
    colours: ['oak'],
    summary: 'A long end-grain board for bread, cheese and everything in between.',
    images: [img('/artwork/product-709-800x800.svg', 'Long oak serving board')],
  },
  {
    id: 'greystone-dining-table',
    name: 'Greystone dining table',
    category: 'dining',
    added: '2026-08-16',
    price: 159000,
    salePrice: 139000,
    rating: 5,
    colours: ['oak', 'charcoal'],
    sizes: ['Six seats', 'Eight seats'],
    summary: 'A trestle dining table with a two-inch solid top, built to be passed down.',
    images: [img('/artwork/furniture-710-800x800.svg', 'Trestle dining table')],
  },
  {
    id: 'ember-table-lamp',
    name: 'Ember table lamp',
    category: 'lighting',
    added: '2026-10-30',
    price: 11900,
    rating: 4,
    colours: ['terracotta', 'sand', 'charcoal'],
    summary: 'A glazed ceramic base under a pleated linen shade, with a dimmer in the cord.',
    images: [img('/artwork/lamp-711-800x800.svg', 'Ceramic table lamp with a linen shade')],
  },
  {
    id: 'halo-pendant',
    name: 'Halo pendant light',
    category: 'lighting',
    added: '2026-03-24',
    price: 19500,
    rating: 3,
    colours: ['charcoal', 'sand'],
    summary: 'A wide spun-metal pendant that throws a soft pool of light over a table.',
    images: [img('/artwork/lamp-712-800x800.svg', 'Wide metal pendant light')],
  },
  {
    id: 'lantern-floor-lamp',
    name: 'Lantern floor lamp',
    category: 'lighting',
    added: '2026-06-03',
    price: 27500,
    rating: 4,
    colours: ['oak', 'charcoal'],
    summary: 'A tripod floor lamp with a paper shade that glows like a lantern.',
    images: [img('/artwork/lamp-713-800x800.svg', 'Tripod floor lamp with a paper shade')],
  },
  {
    id: 'drift-vase',
    name: 'Drift vase',
    category: 'decor',
    added: '2026-09-22',
    price: 4900,
    salePrice: 3900,
    rating: 5,
    colours: ['terracotta', 'sand', 'sage'],
    sizes: ['Small', 'Large'],
    summary: 'A wheel-thrown vase with a matt outside and a watertight glaze inside.',
    images: [img('/artwork/vase-714-800x800.svg', 'Matt terracotta vase')],
  },
  {
    id: 'meadow-cushion-cover',
    name: 'Meadow cushion cover',
    category: 'decor',
    added: '2026-01-12',
    price: 3500,
    rating: 4,
    colours: ['sage', 'terracotta', 'sand'],
    summary: 'A washed cotton cushion cover with a hand-printed leaf pattern.',
    images: [img('/artwork/pattern-715-800x800.svg', 'Cushion cover with a leaf print')],
  },
  {
    id: 'coast-linen-overshirt',
    name: 'Coast linen overshirt',
    category: 'clothing',
    added: '2026-05-12',
    price: 11900,
    rating: 5,
    colours: ['sand', 'sage', 'charcoal'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    summary: 'A boxy overshirt in washed heavyweight linen with two patch pockets.',
    images: [img('/artwork/garment-717-800x800.svg', 'Sand-coloured linen overshirt on a hanger')],
  },
  {
    id: 'bothy-wool-coat',
    name: 'Bothy wool wrap coat',
    category: 'clothing',
    added: '2026-08-18',
    price: 32900,
    salePrice: 27900,
    rating: 5,
    colours: ['charcoal', 'oak'],
    sizes: ['S', 'M', 'L'],
    summary: 'A long wrap coat in boiled wool, unlined, with a tie belt and deep pockets.',
    images: [img('/artwork/garment-720-800x800.svg', 'Charcoal wool wrap coat with a tie belt')],
  },
  {
    id: 'moss-stitch-jumper',
    name: 'Moss-stitch jumper',
    category: 'clothing',
    added: '2026-02-09',
    price: 14500,
    rating: 4,
    colours: ['sage', 'sand', 'terracotta'],
    sizes: ['S', 'M', 'L', 'XL'],
    summary: 'A round-neck jumper in a textured moss stitch, knitted from undyed lambswool.',
    images: [img('/artwork/garment-725-800x800.svg', 'Folded sage moss-stitch jumper')],
  },
  {
    id: 'market-canvas-tote',
    name: 'Market canvas tote',
    category: 'accessories',
    added: '2026-04-03',
    price: 5900,
    rating: 4,
    colours: ['sand', 'charcoal'],
    summary: 'A waxed-canvas tote with leather handles and an inside pocket for keys.',
    images: [img('/artwork/garment-718-800x800.svg', 'Waxed canvas tote with leather handles')],
  },
  {
    id: 'estuary-silk-scarf',
    name: 'Estuary silk scarf',
    category: 'accessories',
    added: '2026-07-27',
    price: 8900,
    rating: 5,
    colours: ['terracotta', 'sage'],
    summary:
      'A square silk twill scarf, printed with a tide-line pattern and hand-rolled at the edges.',
    images: [img('/artwork/garment-722-800x800.svg', 'Folded silk scarf with a tide-line print')],
  },
  {
    id: 'saddle-leather-belt',
    name: 'Saddle leather belt',
    category: 'accessories',
    added: '2026-03-15',
    price: 7900,
    salePrice: 6500,
    rating: 4,
    colours: ['oak', 'charcoal'],
    sizes: ['80 cm', '90 cm', '100 cm'],
    summary: 'A thick bridle-leather belt with a solid brass buckle, stitched by hand.',
    images: [
      img('/artwork/garment-728-800x800.svg', 'Coiled brown leather belt with a brass buckle'),
    ],
  },
];

/** The product /shop/single-product shows unless the query names another. */
export const featuredProductId = 'ashford-lounge-chair';

export const shopCoupons: readonly ShopCoupon[] = [
  { code: 'FLIGHT10', kind: 'percent', value: 10, label: '10% off your order' },
  { code: 'WELCOME15', kind: 'amount', value: 1500, label: '$15 off your first order' },
];

/** Standard delivery is free from this subtotal (cents, after discount). */
export const freeShippingFrom = 15000;

export const shippingMethods: readonly ShippingMethod[] = [
  {
    id: 'standard',
    label: 'Standard delivery',
    note: 'Three to five working days, free over $150',
    price: 990,
  },
  { id: 'express', label: 'Express delivery', note: 'Next working day', price: 2490 },
  { id: 'pickup', label: 'Collect from the studio', note: 'Ready in two days', price: 0 },
];

export const shopCountries: readonly string[] = [
  'United States',
  'Canada',
  'United Kingdom',
  'Ireland',
  'Germany',
  'France',
  'Netherlands',
  'Australia',
];

export const shopCopy = {
  listLead: 'Furniture, linen and lighting made by small workshops, chosen to last.',
  demoNote: 'Demo store: no payment is taken and no order is sent.',
  accountsNote:
    'These are demo forms: they check what you type, but create no account and sign nobody in.',
  lostPassword:
    'This demo keeps no accounts, so there is no password to reset. In a real store, this is where we would e-mail you a link to choose a new password.',
} as const;
