import type { LegalDocumentData } from '~/components/sections/legal-document/legal-types.ts';

const privacyEmail = 'privacy@contrail.example';

/** The /privacy page: the privacy policy of the Contrail demo site and its parts desk. */
export const privacyPage = {
  eyebrow: 'Legal',
  title: 'Privacy policy',
  lead: 'What the Contrail demo site and its parts desk collect, why, for how long, and what you can ask of us.',
};

export const privacyPolicy: LegalDocumentData = {
  updated: { iso: '2026-11-25', text: '25 November 2026' },
  intro:
    'This policy covers the Contrail website and the parts desk that answers parts inquiries sent from it. We collect as little as we can, we do not sell personal data, and we do not use advertising or analytics trackers. Where this policy says “we”, it means Contrail Aviation Supply, 27 Hangar Road, Post Falls, ID 83854, United States.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who is responsible',
      blocks: [
        {
          kind: 'text',
          text:
            'Contrail Aviation Supply is responsible for the personal data described here. For any question about this policy or your data, write to ' +
            `${privacyEmail}. We answer within 30 days, usually much sooner.`,
        },
      ],
    },
    {
      id: 'parts-inquiry',
      title: 'What a parts inquiry collects',
      blocks: [
        {
          kind: 'text',
          text: 'When you send your parts list as an inquiry, we receive the parts and quantities on the list together with the details you type into the inquiry form:',
        },
        {
          kind: 'list',
          items: [
            { term: 'Name', text: 'so we know whom we are answering (required).' },
            { term: 'E-mail address', text: 'to send the quote and any follow-up (required).' },
            { term: 'Phone number', text: 'optional, if you prefer a call back.' },
            { term: 'Company', text: 'optional, for workshop and trade accounts.' },
            {
              term: 'Aircraft model',
              text: 'to check that a part fits your airframe before we quote it.',
            },
            {
              term: 'Serial number or registration',
              text: 'optional, to match the part against the parts catalogue of your exact aircraft.',
            },
            {
              term: 'Location',
              text: 'country, state and city, to quote shipping and customs correctly.',
            },
            { term: 'Message', text: 'anything else you choose to tell us.' },
          ],
        },
        {
          kind: 'text',
          text: 'We use these details only to answer the inquiry, prepare a quote and, if you order, fulfil and invoice the order. The legal basis is taking steps at your request before entering into a contract.',
        },
      ],
    },
    {
      id: 'contact-forms',
      title: 'Contact and newsletter forms',
      blocks: [
        {
          kind: 'text',
          text: 'The contact form sends your name, e-mail address, optional phone number and message, and records that you agreed to this policy. The newsletter and launch-notice forms send only your e-mail address; we then send that address one e-mail with a link to confirm, and only once the link is followed do we send anything more. We use these details to reply, or to send the e-mails you asked for, and nothing else. Copies we send to the address typed in a form carry only our own reference and the parts named, never the text typed with it, so the forms cannot be used to send someone else a message in our name.',
        },
      ],
    },
    {
      id: 'browser-storage',
      title: 'What we keep in your browser',
      blocks: [
        {
          kind: 'text',
          text: 'The site keeps a few small entries in your browser’s localStorage. They stay on your device and are not used for advertising or tracking:',
        },
        {
          kind: 'list',
          items: [
            {
              term: 'Cart session id',
              text: 'a random identifier created when you first add a part, so your parts list survives a reload or a later visit. It contains no personal details; the list itself is held on our server under that identifier. The same identifier is also set as one first-party cookie (contrail_session), only so the parts desk can find your list.',
            },
            {
              term: 'Parts preferences',
              text: 'the aircraft line you last browsed and, only if you chose to save your list under your e-mail address, that address, so the list can be found again.',
            },
            {
              term: 'Web-font cache',
              text: 'the list of our self-hosted font files your browser already has, so the next page shows the right typeface at once. The fonts come from our own server; no font service sees your visit.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'You can remove all of them at any time by clearing this site’s data in your browser settings. The site keeps working; your parts list simply starts empty.',
        },
      ],
    },
    {
      id: 'server-logs',
      title: 'Server logs',
      blocks: [
        {
          kind: 'text',
          text: 'Like every web server, ours records each request: the time, the page or file asked for, the response, your IP address and the browser’s user-agent string. We use these logs only to keep the site running and secure, for example to spot errors or block abuse of the forms, and never to build profiles of visitors.',
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      blocks: [
        {
          kind: 'text',
          text: 'We do not sell or rent personal data. We share it only where the order needs it:',
        },
        {
          kind: 'list',
          items: [
            {
              term: 'Our hosting provider',
              text: 'which runs the servers the site and the parts desk live on.',
            },
            {
              term: 'Our e-mail provider',
              text: 'which delivers the quotes and replies we send you.',
            },
            {
              term: 'Carriers and customs brokers',
              text: 'who receive your name, delivery address and phone number when you order a part.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            {
              term: 'Inquiries that do not become orders',
              text: 'deleted 24 months after our last reply.',
            },
            {
              term: 'Orders and invoices',
              text: 'kept for seven years, as tax and aviation traceability rules require.',
            },
            {
              term: 'Contact-form messages',
              text: 'deleted 12 months after the conversation ends.',
            },
            { term: 'Newsletter addresses', text: 'kept until you unsubscribe.' },
            {
              term: 'Parts lists and the cart session',
              text: 'deleted from our server, with the session cookie’s validity, 180 days after your last visit.',
            },
            { term: 'Server logs', text: 'deleted after 14 days.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'text',
          text: 'Wherever you live, you can ask us to:',
        },
        {
          kind: 'list',
          items: [
            { text: 'tell you what personal data we hold about you and send you a copy;' },
            { text: 'correct details that are wrong or out of date;' },
            {
              text: 'delete your data, unless we must keep an order record by law;',
            },
            { text: 'stop using your data for a purpose you object to;' },
            { text: 'send your data to you or another company in a common format.' },
          ],
        },
        {
          kind: 'text',
          text: 'You may also complain to the data protection authority where you live. We would be grateful for the chance to put things right first.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          kind: 'text',
          text: 'The site is served only over encrypted connections. Inquiries and orders are stored on servers with restricted access, and only the parts desk staff who handle them can read them.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'text',
          text: 'When we change what we collect or why, we update this page and the date at its top. If a change affects an order in progress, we tell you by e-mail.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'text',
          text: `Write to ${privacyEmail}, or by post to Contrail Aviation Supply, Privacy, 27 Hangar Road, Post Falls, ID 83854, United States.`,
        },
      ],
    },
  ],
};
