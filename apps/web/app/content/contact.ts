import type { ContactDetails } from '../components/sections/header/header-config.ts';

/** Sample contact details for header top bars and footers. */
export const contactDetails: ContactDetails = {
  address: '27 Hangar Road, Post Falls, ID 83854',
  phone: '+1 (208) 555-0142',
  phoneHref: 'tel:+12085550142',
  email: 'hello@contrail.example',
  hours: 'Mon–Fri, 8:00–17:00',
};
