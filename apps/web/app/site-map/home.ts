import type { SiteRoute } from './types.ts';

/** The home demos. Each has a category (its column in the Home menu and the gallery) and a thumbnail in its palette. */
export const homeRoutes: readonly SiteRoute[] = [
  {
    path: '/home-startup',
    title: 'Startup',
    group: 'home',
    module: 'pages/home/home-startup.tsx',
    description:
      'A marketing home page for a young company: services, process, pricing, blog and a newsletter.',
    thumbnail: '/artwork/startup-demo-1-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-consulting',
    title: 'Consulting',
    group: 'home',
    module: 'pages/home/home-consulting.tsx',
    description:
      'A management consultancy: advisory practice, partners, results in numbers and the firm’s insights.',
    thumbnail: '/artwork/consulting-demo-2-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-web-agency',
    title: 'Web agency',
    group: 'home',
    module: 'pages/home/home-web-agency.tsx',
    description:
      'A web development studio: builds, delivery process, shipped sites, the engineers and their notes.',
    thumbnail: '/artwork/web-agency-demo-3-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-creative-agency',
    title: 'Creative agency',
    group: 'home',
    module: 'pages/home/home-creative-agency.tsx',
    description:
      'A creative studio in warm tones: campaigns in a masonry wall, capabilities as banners and a journal.',
    thumbnail: '/artwork/creative-agency-demo-4-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-branding-agency',
    title: 'Branding agency',
    group: 'home',
    module: 'pages/home/home-branding-agency.tsx',
    description:
      'An identity studio in red and black: principles, scattered brand work, method and a letter to subscribe to.',
    thumbnail: '/artwork/branding-agency-demo-5-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-marketing-agency',
    title: 'Marketing agency',
    group: 'home',
    module: 'pages/home/home-marketing-agency.tsx',
    description:
      'A growth marketing agency in sunflower yellow: channel skills, results, a campaign timeline and clients.',
    thumbnail: '/artwork/marketing-agency-demo-6-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-business',
    title: 'Business',
    group: 'home',
    module: 'pages/home/home-business.tsx',
    description:
      'A consultancy for growing firms: a full-screen slider, why us, services, expertise, client quotes and logos.',
    thumbnail: '/artwork/business-demo-7-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-corporate',
    title: 'Corporate',
    group: 'home',
    module: 'pages/home/home-corporate.tsx',
    description:
      'An energy infrastructure group: a video hero, principles, numbers, how it works, leadership and partners.',
    thumbnail: '/artwork/corporate-demo-8-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-finance',
    title: 'Finance',
    group: 'home',
    module: 'pages/home/home-finance.tsx',
    description:
      'An independent wealth practice: a call-back form hero, client questions, industries, letters from clients.',
    thumbnail: '/artwork/finance-demo-9-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-digital-agency',
    title: 'Digital agency',
    group: 'home',
    module: 'pages/home/home-digital-agency.tsx',
    description:
      'A product studio in the dark: a statement with a word cycle, numbers, selected work, capabilities, clients.',
    thumbnail: '/artwork/digital-agency-demo-10-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-seo-agency',
    title: 'SEO agency',
    group: 'home',
    module: 'pages/home/home-seo-agency.tsx',
    description:
      'A search agency: a free SEO report form, services, process, plans, results from owners and client logos.',
    thumbnail: '/artwork/seo-agency-demo-11-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-application',
    title: 'Application',
    group: 'home',
    module: 'pages/home/home-application.tsx',
    description:
      'A sleep app’s one-page site: phones with its screens, store badges, tools in tabs, plans and a letter.',
    thumbnail: '/artwork/application-demo-12-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-design-agency',
    title: 'Design agency',
    group: 'home',
    module: 'pages/home/home-design-agency.tsx',
    description:
      'A product and brand design studio in coral red: a statement, principles, framed work, journal and a hire form.',
    thumbnail: '/artwork/design-agency-demo-13-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-personal-portfolio',
    title: 'Personal portfolio',
    group: 'home',
    module: 'pages/home/home-personal-portfolio.tsx',
    description:
      'A designer’s own site in yellow on black: hello, about, skills, case studies, numbers and a contact split.',
    thumbnail: '/artwork/personal-portfolio-demo-14-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-freelancer',
    title: 'Freelancer',
    group: 'home',
    module: 'pages/home/home-freelancer.tsx',
    description:
      'A freelance developer’s one-page site in jade: an outlined name, numbers, services, switching work tiles and a form.',
    thumbnail: '/artwork/freelancer-demo-15-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-magazine',
    title: 'Magazine',
    group: 'home',
    module: 'pages/home/home-magazine.tsx',
    description:
      'A weekly magazine in brick red on paper: a lead story with side stories, editors’ picks in tiles, sections and the latest.',
    thumbnail: '/artwork/magazine-demo-35-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-lifestyle-blog',
    title: 'Lifestyle blog',
    group: 'home',
    module: 'pages/home/home-lifestyle-blog.tsx',
    description:
      'A lifestyle journal in peach and coral: featured stories in a slider, topics, the most-read posts and a letter.',
    thumbnail: '/artwork/lifestyle-blog-demo-36-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-classic-blog',
    title: 'Classic blog',
    group: 'home',
    module: 'pages/home/home-classic-blog.tsx',
    description:
      'A classic serif blog in slate: recent essays beside a sidebar, popular posts, readers’ choice and a newsletter.',
    thumbnail: '/artwork/classic-blog-demo-37-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-blog-metro',
    title: 'Blog metro',
    group: 'home',
    module: 'pages/home/home-blog-metro.tsx',
    description:
      'A city blog in magenta tiles: featured stories over pictures, a metro grid of posts and channels to browse.',
    thumbnail: '/artwork/blog-metro-demo-38-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-restaurant',
    title: 'Restaurant',
    group: 'home',
    module: 'pages/home/home-restaurant.tsx',
    description:
      'A wood-fire dining room in gold and black: the menu by course, the chef, food events and a table booking.',
    thumbnail: '/artwork/restaurant-demo-12-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-cafe',
    title: 'Cafe',
    group: 'home',
    module: 'pages/home/home-cafe.tsx',
    description:
      'A Viennese coffee house in cream and coffee: a slider, the house menu in tabs, the bakers, hours and a table.',
    thumbnail: '/artwork/cafe-demo-13-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-hotel-resort',
    title: 'Hotel & resort',
    group: 'home',
    module: 'pages/home/home-hotel-resort.tsx',
    description:
      'A small island resort in caramel and ivory: a slider with a stay booking, rooms per night, guests and offers.',
    thumbnail: '/artwork/hotel-resort-demo-14-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-travel-agency',
    title: 'Travel agency',
    group: 'home',
    module: 'pages/home/home-travel-agency.tsx',
    description:
      'A small-group travel company in ocean blue: a trip request, top destinations, packages per person and travellers.',
    thumbnail: '/artwork/travel-agency-demo-15-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-yoga-meditation',
    title: 'Yoga & meditation',
    group: 'home',
    module: 'pages/home/home-yoga-meditation.tsx',
    description:
      'A yoga and meditation studio: a quiet opening, benefits, class styles, the week’s timetable, questions and students’ words.',
    thumbnail: '/artwork/yoga-meditation-demo-16-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-gym-fitness',
    title: 'Gym & fitness',
    group: 'home',
    module: 'pages/home/home-gym-fitness.tsx',
    description:
      'A strength and conditioning gym: the club in numbers, how to start, the class timetable, coaches, a free pass and memberships.',
    thumbnail: '/artwork/gym-fitness-demo-17-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-spa-salon',
    title: 'Spa & salon',
    group: 'home',
    module: 'pages/home/home-spa-salon.tsx',
    description:
      'A day spa and salon: treatments priced per session, the house, appointment booking, guests’ words and gift vouchers.',
    thumbnail: '/artwork/spa-salon-demo-18-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-dentist',
    title: 'Dentist',
    group: 'home',
    module: 'pages/home/home-dentist.tsx',
    description:
      'A family dental practice: treatments, the dentists, online appointment booking, patient reviews and opening hours.',
    thumbnail: '/artwork/dentist-demo-19-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-decor',
    title: 'Decor store',
    group: 'home',
    module: 'pages/home/home-decor.tsx',
    description:
      'A homeware shop in terracotta and linen: rooms to shop by, new pieces from the makers, a journal and the feed.',
    thumbnail: '/artwork/decor-demo-21-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-furniture-shop',
    title: 'Furniture shop',
    group: 'home',
    module: 'pages/home/home-furniture-shop.tsx',
    description:
      'A furniture store in deep teal and oak: categories, new products by room, the chair of the month and a deal.',
    thumbnail: '/artwork/furniture-shop-demo-22-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-fashion-shop',
    title: 'Fashion shop',
    group: 'home',
    module: 'pages/home/home-fashion-shop.tsx',
    description:
      'A clothing label in black and nude with square corners: the season’s collection, a lookbook, a sale and a letter.',
    thumbnail: '/artwork/fashion-shop-demo-23-640x400.svg',
    category: 'Other',
  },
  {
    path: '/home-interactive-portfolio',
    title: 'Interactive portfolio',
    group: 'home',
    module: 'pages/home/home-interactive-portfolio.tsx',
    description:
      'A design studio’s work as a full-screen list of titles; pointing at one cross-fades the picture behind.',
    thumbnail: '/artwork/interactive-portfolio-demo-34-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-creative-portfolio',
    title: 'Creative portfolio',
    group: 'home',
    module: 'pages/home/home-creative-portfolio.tsx',
    description:
      'A packaging studio’s projects as a full-screen grid of cards that tilt toward the pointer.',
    thumbnail: '/artwork/creative-portfolio-demo-35-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-vertical-portfolio',
    title: 'Vertical portfolio',
    group: 'home',
    module: 'pages/home/home-vertical-portfolio.tsx',
    description:
      'A wayfinding studio’s projects as full-height slides: wheel, keys, buttons or a swipe.',
    thumbnail: '/artwork/vertical-portfolio-demo-36-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-split-portfolio',
    title: 'Split portfolio',
    group: 'home',
    module: 'pages/home/home-split-portfolio.tsx',
    description:
      'An art director’s portfolio whose picture and text halves slide in opposite directions.',
    thumbnail: '/artwork/split-portfolio-demo-37-640x400.svg',
    category: 'Portfolio',
  },
  {
    path: '/home-events-conference',
    title: 'Events & conference',
    group: 'home',
    module: 'pages/home/home-events-conference.tsx',
    description:
      'A three-day live-production conference on one page: countdown, schedule by day and track, speakers, tickets.',
    thumbnail: '/artwork/events-conference-demo-12-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-architecture',
    title: 'Architecture',
    group: 'home',
    module: 'pages/home/home-architecture.tsx',
    description:
      'An architecture practice for reused buildings: project slides, the studio since 1997, selected work, notes.',
    thumbnail: '/artwork/architecture-demo-13-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-interior-design',
    title: 'Interior design',
    group: 'home',
    module: 'pages/home/home-interior-design.tsx',
    description:
      'An interiors studio in brass and warm paper: a dark statement hero, services, rooms with a filter, letters.',
    thumbnail: '/artwork/interior-design-demo-14-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-photography',
    title: 'Photography',
    group: 'home',
    module: 'pages/home/home-photography.tsx',
    description:
      'A landscape and editorial photographer: full-bleed slides, a gallery with a lightbox, commissions, field notes.',
    thumbnail: '/artwork/photography-demo-15-640x400.svg',
    category: 'Portfolio',
  },
];
