import type { Client } from '~/components/sections/clients/client-logo.tsx';

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const logo = (src: string, name: string) => ({ src, alt: `${name} logo`, width: 240, height: 96 });

/** Sample clients: ten made-up companies, enough for a looping five-up carousel. */
export const clients: readonly Client[] = [
  {
    id: 1,
    name: 'Northwind Air',
    logo: logo('/artwork/logo-21-240x96.svg', 'Northwind Air'),
    caption: 'Regional airline',
  },
  {
    id: 2,
    name: 'Bluefin Labs',
    logo: logo('/artwork/logo-22-240x96.svg', 'Bluefin Labs'),
    caption: 'Marine research',
  },
  {
    id: 3,
    name: 'Kestrel Bank',
    logo: logo('/artwork/logo-23-240x96.svg', 'Kestrel Bank'),
    caption: 'Private banking',
  },
  {
    id: 4,
    name: 'Oakline Homes',
    logo: logo('/artwork/logo-24-240x96.svg', 'Oakline Homes'),
    caption: 'Architecture',
  },
  {
    id: 5,
    name: 'Lumen Health',
    logo: logo('/artwork/logo-25-240x96.svg', 'Lumen Health'),
    caption: 'Digital clinics',
  },
  {
    id: 6,
    name: 'Papertrail',
    logo: logo('/artwork/logo-26-240x96.svg', 'Papertrail'),
    caption: 'Publishing',
  },
  {
    id: 7,
    name: 'Vantage Motors',
    logo: logo('/artwork/logo-27-240x96.svg', 'Vantage Motors'),
    caption: 'Electric cars',
  },
  {
    id: 8,
    name: 'Harbor & Co',
    logo: logo('/artwork/logo-28-240x96.svg', 'Harbor & Co'),
    caption: 'Logistics',
  },
  {
    id: 9,
    name: 'Sundial Foods',
    logo: logo('/artwork/logo-29-240x96.svg', 'Sundial Foods'),
    caption: 'Organic produce',
  },
  {
    id: 10,
    name: 'Quartz Studio',
    logo: logo('/artwork/logo-30-240x96.svg', 'Quartz Studio'),
    caption: 'Product design',
  },
];
