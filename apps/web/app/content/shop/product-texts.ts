import type { ShopProduct } from '../shop.ts';

/**
 * The long texts of the demo shop's products, read only by the product page's description and reviews tabs
 * (a part of its own, so the listing, cart and checkout do not load them). Every product in shop.ts has an
 * entry here, keyed by its id (product-texts.test.ts).
 */

export interface ProductDetail {
  label: string;
  value: string;
}

export interface ProductText {
  description: string;
  details: readonly ProductDetail[];
}

export interface ShopReview {
  productId: ShopProduct['id'];
  author: string;
  date: string;
  rating: number;
  title: string;
  body: string;
}

export const productTexts: Readonly<Record<ShopProduct['id'], ProductText>> = {
  'ashford-lounge-chair': {
    description:
      'The Ashford sits low and leans back just enough to make a book last the whole afternoon. Its frame is cut from solid European oak and joined with hidden dowels, so it stays quiet and square for years. The seat and back cushion are wrapped in a heavy wool weave that brushes clean and can be sent for re-covering when you want a change.',
    details: [
      { label: 'Dimensions', value: 'W 72 × D 80 × H 74 cm, seat height 38 cm' },
      { label: 'Materials', value: 'Solid oak, wool blend upholstery, foam and fibre filling' },
      { label: 'Weight', value: '14 kg' },
      { label: 'Care', value: 'Brush the fabric; wipe the frame with a dry cloth' },
    ],
  },
  'marlow-three-seat-sofa': {
    description:
      'Marlow is the sofa you fall asleep on by accident. Feather-wrapped cushions sit on pocket springs, the arms are low enough to lie across, and every cover zips off for cleaning.',
    details: [
      { label: 'Dimensions', value: 'W 220 × D 95 × H 78 cm' },
      { label: 'Materials', value: 'Beech frame, pocket springs, cotton-linen covers' },
    ],
  },
  'pebble-side-table': {
    description:
      'Small enough for a coffee cup and a paperback, sturdy enough to perch on. The top is oiled, not lacquered, so it darkens gently with use.',
    details: [
      { label: 'Dimensions', value: 'Ø 45 × H 50 cm' },
      { label: 'Materials', value: 'Solid oak, natural oil finish' },
    ],
  },
  'harbour-wool-rug': {
    description:
      'Woven on hand looms from undyed highland wool, Harbour feels warm underfoot and hides crumbs better than it should. Reversible, so it wears twice as long.',
    details: [
      { label: 'Materials', value: '100% wool, cotton warp' },
      { label: 'Care', value: 'Vacuum without the beater bar; spot clean' },
    ],
  },
  'linden-linen-duvet-set': {
    description:
      'A duvet cover and two pillowcases in stone-washed linen. It wrinkles in the right way, breathes in the heat and gets softer with every wash.',
    details: [
      { label: 'Materials', value: '100% French flax linen, 165 gsm' },
      { label: 'Care', value: 'Machine wash at 40 °C, tumble dry low' },
    ],
  },
  'rowan-night-stand': {
    description:
      'Rowan keeps the bedside tidy without asking much of it. The drawer runs on wooden rails and closes with a quiet push.',
    details: [
      { label: 'Dimensions', value: 'W 45 × D 38 × H 55 cm' },
      { label: 'Materials', value: 'Oak veneer on birch ply, solid oak edges' },
    ],
  },
  'fells-knitted-throw': {
    description:
      'Heavy enough to feel like a hug, light enough to carry from sofa to bed. The merino keeps you warm; the cotton keeps it from itching.',
    details: [
      { label: 'Dimensions', value: '130 × 170 cm' },
      { label: 'Materials', value: '60% merino wool, 40% cotton' },
    ],
  },
  'tarn-mirror': {
    description:
      'Tarn hangs from a thick leather strap, so it looks good on a hook, a rail or a single nail. The glass is 5 mm and copper-free.',
    details: [{ label: 'Materials', value: 'Solid wood frame, 5 mm glass, leather strap' }],
  },
  'kiln-stoneware-dinner-set': {
    description:
      'Each piece is dipped by hand, so no two glazes pool quite the same way. Dishwasher safe, oven safe, and heavy enough to feel like proper crockery.',
    details: [
      { label: 'Set contents', value: '4 dinner plates, 4 side plates, 4 bowls' },
      { label: 'Care', value: 'Dishwasher and microwave safe' },
    ],
  },
  'hearth-serving-board': {
    description:
      'End-grain oak is kind to knives and heals its own small cuts. Oil it once a month and it will outlast the kitchen.',
    details: [{ label: 'Dimensions', value: '60 × 20 × 3 cm' }],
  },
  'greystone-dining-table': {
    description:
      'Greystone is made to order by a small workshop that has built tables for forty years. The trestle base knocks down for moving day.',
    details: [
      { label: 'Dimensions', value: 'L 200 × W 95 × H 75 cm (six seats)' },
      { label: 'Lead time', value: 'Made to order in four to six weeks' },
    ],
  },
  'ember-table-lamp': {
    description:
      'Ember gives the warm, low light of a room lit by candles. The inline dimmer goes all the way down to a glow.',
    details: [
      { label: 'Dimensions', value: 'Ø 30 × H 48 cm' },
      { label: 'Bulb', value: 'E27, up to 40 W LED (not included)' },
    ],
  },
  'halo-pendant': {
    description:
      'Halo is spun from a single sheet of steel and powder coated inside in a warm white, so the light it throws down is never harsh.',
    details: [{ label: 'Dimensions', value: 'Ø 45 × H 18 cm, 2 m fabric cord' }],
  },
  'lantern-floor-lamp': {
    description:
      'Three oak legs, one paper shade, and a foot switch you can find in the dark. It folds flat for storage.',
    details: [{ label: 'Dimensions', value: 'H 150 cm, shade Ø 40 cm' }],
  },
  'drift-vase': {
    description:
      'Drift looks just as good empty on a shelf as it does full of branches. Each one is thrown and signed by the potter.',
    details: [{ label: 'Dimensions', value: 'Small H 18 cm, large H 28 cm' }],
  },
  'meadow-cushion-cover': {
    description:
      'Printed by hand with carved wooden blocks, so the leaves never quite line up. Hidden zip, feather inner sold separately.',
    details: [{ label: 'Dimensions', value: '50 × 50 cm' }],
  },
  'coast-linen-overshirt': {
    description:
      'Cut loose enough to wear over a T-shirt and heavy enough to wear as a light jacket. The linen is stone-washed before it is sewn, so it is soft from the first day and never shrinks after.',
    details: [
      { label: 'Fabric', value: '100% European linen, 230 g/m²' },
      { label: 'Fit', value: 'Relaxed; take your usual size' },
      { label: 'Care', value: 'Machine wash at 30 °C, line dry' },
    ],
  },
  'bothy-wool-coat': {
    description:
      'Boiled wool keeps out wind and drizzle without a lining, so Bothy stays light enough to carry over an arm. The raw edges are left uncut because the fabric never frays.',
    details: [
      { label: 'Fabric', value: 'Boiled merino wool' },
      { label: 'Length', value: '112 cm in size M' },
      { label: 'Care', value: 'Air it out; dry clean when needed' },
    ],
  },
  'moss-stitch-jumper': {
    description:
      'Knitted slowly on old hand-frames, so the stitch stays plump wash after wash. Warm enough for a cold walk, thin enough to fit under a coat.',
    details: [
      { label: 'Yarn', value: '100% lambswool' },
      { label: 'Care', value: 'Hand wash cold, dry flat' },
    ],
  },
  'market-canvas-tote': {
    description:
      'Big enough for the weekly shop, stiff enough to stand up on its own. The waxed canvas shrugs off rain and takes on creases that make it yours.',
    details: [
      { label: 'Dimensions', value: 'W 42 × H 38 × D 14 cm' },
      { label: 'Materials', value: 'Waxed cotton canvas, vegetable-tanned leather' },
    ],
  },
  'estuary-silk-scarf': {
    description:
      'Printed in small runs from a drawing of mudflats at low tide. Knot it at the neck, tie it to a bag, or frame it: the edges are rolled and stitched by hand.',
    details: [
      { label: 'Dimensions', value: '90 × 90 cm' },
      { label: 'Fabric', value: '100% silk twill' },
    ],
  },
  'saddle-leather-belt': {
    description:
      'Cut from one strip of bridle leather and finished by hand, it starts stiff and shapes itself to you within a month. The buckle is held by a screw, so it can be swapped.',
    details: [
      { label: 'Width', value: '3.5 cm' },
      { label: 'Materials', value: 'Bridle leather, solid brass' },
    ],
  },
};

export const shopReviews: readonly ShopReview[] = [
  {
    productId: 'ashford-lounge-chair',
    author: 'Imogen R.',
    date: '2 October 2026',
    rating: 5,
    title: 'My favourite seat in the house',
    body: 'Low, deep and properly comfortable. The wool has survived a cat and two nephews so far.',
  },
  {
    productId: 'ashford-lounge-chair',
    author: 'Daniel K.',
    date: '18 September 2026',
    rating: 4,
    title: 'Beautifully made',
    body: 'The joinery is lovely and it arrived well packed. I would have liked a slightly higher back.',
  },
  {
    productId: 'ashford-lounge-chair',
    author: 'Priya S.',
    date: '29 August 2026',
    rating: 5,
    title: 'Worth the wait',
    body: 'It took three weeks to arrive but it is clearly built to last. The oak colour is warmer in person.',
  },
  {
    productId: 'greystone-dining-table',
    author: 'Tomasz W.',
    date: '11 October 2026',
    rating: 5,
    title: 'Ten at a squeeze',
    body: 'We ordered the eight-seat top and had ten round it at Christmas. The trestles came apart easily for the stairs.',
  },
  {
    productId: 'greystone-dining-table',
    author: 'Hannah L.',
    date: '3 September 2026',
    rating: 4,
    title: 'Solid as a rock',
    body: 'Heavy, flat and beautifully finished. Six weeks felt long, but the workshop kept us posted.',
  },
];
