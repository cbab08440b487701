import type { Client } from '../../components/sections/clients/client-logo.tsx';

const logo = (seed: number, name: string) => ({
  src: `/artwork/logo-${seed}-240x96.svg`,
  alt: `${name} logo`,
  width: 240,
  height: 96,
});

/** Sample clients: ten made-up companies, enough for a looping five-up carousel. */
export const clients: readonly Client[] = [
  { id: 1, name: 'Northwind Air', logo: logo(21, 'Northwind Air'), caption: 'Regional airline' },
  { id: 2, name: 'Bluefin Labs', logo: logo(22, 'Bluefin Labs'), caption: 'Marine research' },
  { id: 3, name: 'Kestrel Bank', logo: logo(23, 'Kestrel Bank'), caption: 'Private banking' },
  { id: 4, name: 'Oakline Homes', logo: logo(24, 'Oakline Homes'), caption: 'Architecture' },
  { id: 5, name: 'Lumen Health', logo: logo(25, 'Lumen Health'), caption: 'Digital clinics' },
  { id: 6, name: 'Papertrail', logo: logo(26, 'Papertrail'), caption: 'Publishing' },
  { id: 7, name: 'Vantage Motors', logo: logo(27, 'Vantage Motors'), caption: 'Electric cars' },
  { id: 8, name: 'Harbor & Co', logo: logo(28, 'Harbor & Co'), caption: 'Logistics' },
  { id: 9, name: 'Sundial Foods', logo: logo(29, 'Sundial Foods'), caption: 'Organic produce' },
  { id: 10, name: 'Quartz Studio', logo: logo(30, 'Quartz Studio'), caption: 'Product design' },
];
