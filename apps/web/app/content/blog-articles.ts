import type { PostMediaData } from '~/components/sections/blog-post/post-media.tsx';
import type { PostSlide } from '~/components/sections/blog-post/post-slider.tsx';
import type { GalleryImage } from '~/components/sections/image-gallery/image-gallery.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { BlogPost } from './types.ts';
import type {
  ArticleSection,
  BlogArticle,
  PostArticle,
} from '~/components/sections/blog-post/post-article.ts';
import type { AuthorProfile } from '~/components/sections/blog-post/author-box.tsx';

export type { ArticleSection, BlogArticle, PostArticle, AuthorProfile };

const avatar = (src: string, name: string): ArtImageData => ({
  src,
  alt: `Portrait of ${name}`,
  width: 160,
  height: 160,
});

/** Role, short bio and portrait of the sample authors (names in blog-posts.ts), by author id. */
export const authorProfiles: Readonly<Record<number, AuthorProfile>> = {
  1: {
    role: 'Co-founder & CEO',
    bio: 'Maya has raised three rounds and still writes every investor update herself. She believes most decks are twice as long as they need to be.',
    avatar: avatar('/artwork/avatar-1401-160x160.svg', 'Maya Lindqvist'),
  },
  2: {
    role: 'Head of Growth',
    bio: 'Daniel runs experiments on a shoestring and reports the failures as carefully as the wins.',
    avatar: avatar('/artwork/avatar-1402-160x160.svg', 'Daniel Okafor'),
  },
  3: {
    role: 'Design Lead',
    bio: 'Priya designs brands for companies that are still figuring out what they are, which is most of them.',
    avatar: avatar('/artwork/avatar-1403-160x160.svg', 'Priya Raman'),
  },
  4: {
    role: 'Product Manager',
    bio: 'Tomás has spent a decade asking customers better questions and writing down exactly what they say.',
    avatar: avatar('/artwork/avatar-1404-160x160.svg', 'Tomás Herrera'),
  },
  5: {
    role: 'People & Operations',
    bio: 'Ingrid built the hiring process at two early-stage companies and keeps a list of every interview question that did not work.',
    avatar: avatar('/artwork/avatar-1405-160x160.svg', 'Ingrid Solberg'),
  },
  6: {
    role: 'Finance Lead',
    bio: 'Kenji turns spreadsheets into decisions and pricing pages into revenue.',
    avatar: avatar('/artwork/avatar-1406-160x160.svg', 'Kenji Watanabe'),
  },
  7: {
    role: 'Community Editor',
    bio: 'Amara edits the newsletter and answers every reply it gets, even the grumpy ones.',
    avatar: avatar('/artwork/avatar-1407-160x160.svg', 'Amara Nwosu'),
  },
  8: {
    role: 'Engineering Manager',
    bio: 'Lucas has shipped more launches than he can count and kept a post-mortem for each one.',
    avatar: avatar('/artwork/avatar-1408-160x160.svg', 'Lucas Moreau'),
  },
  9: {
    role: 'Staff Writer',
    bio: 'Hana writes about the habits and tools that make long days of deep work feel shorter.',
    avatar: avatar('/artwork/avatar-1409-160x160.svg', 'Hana Novak'),
  },
};

const section = (id: string, heading: string, ...paragraphs: string[]): ArticleSection => ({
  id,
  heading,
  paragraphs,
});

/** Article bodies by post id (ids 1–9); other posts fall back to their summary. */
export const blogArticles: Readonly<Record<number, BlogArticle>> = {
  1: {
    lead: 'Our first deck had twenty-four slides. The one that closed the round had a single page, and every investor who read it asked for a meeting.',
    sections: [
      section(
        'problem',
        'Start with the problem, in one sentence',
        'We rewrote the opening line forty times. The version that worked named a customer, a cost and a deadline: the people who feel the pain and why they cannot wait.',
        'If you need a paragraph to explain the problem, you do not understand it well enough yet. Go back to your customer notes until the sentence writes itself.',
      ),
      section(
        'numbers',
        'Show three numbers, not thirty',
        'Investors skim for traction. We picked the three numbers that told the story best, weekly active teams, retention after eight weeks and revenue per account, and let them stand alone.',
        'Everything else moved to an appendix we shared after the first call. Nobody ever asked for it before then.',
      ),
      section(
        'ask',
        'End with a clear ask',
        'The last line said how much we were raising, what it would buy and when we would be back for more. Vague asks get vague answers; a precise one gets a calendar invite.',
      ),
    ],
    quote: {
      quote: 'If it does not fit on one page, it is not a pitch yet. It is a draft.',
      author: 'Maya Lindqvist',
      role: 'Co-founder & CEO',
    },
  },
  2: {
    lead: 'We never hired a growth team. Instead, every one of us owns one small, repeatable habit that brings people to the product.',
    sections: [
      section(
        'write',
        'Write the answer before anyone asks',
        'Each support question becomes a short public article within a day. Two years later those articles bring in more sign-ups than any campaign we have run.',
      ),
      section(
        'listen',
        'Listen where customers already talk',
        'We read the forums and groups our customers use every week and reply only when we can genuinely help. No links unless someone asks for one.',
        'It is slow, and it compounds: people remember who helped them.',
      ),
      section(
        'measure',
        'Measure one thing per habit',
        'Every habit has a single number on a shared page. If the number does not move for a quarter, we stop the habit and try another.',
      ),
    ],
    quote: {
      quote: 'Growth is not a department. It is a handful of habits everyone keeps.',
      author: 'Daniel Okafor',
      role: 'Head of Growth',
    },
  },
  3: {
    lead: 'Founders love to spend their first design budget on a logo. Spend it on a sentence instead: the one that says what you do and for whom.',
    sections: [
      section(
        'clarity',
        'Clarity beats polish',
        'A visitor decides in seconds whether a page is for them. A clear headline does that work; a beautiful mark does not.',
      ),
      section(
        'system',
        'Build a small system first',
        'Two typefaces, one accent colour and a spacing scale carry a young brand further than a logo alone. They make every page look intentional.',
        'When the company knows who it is, the logo is a short project instead of a long argument.',
      ),
      section(
        'later',
        'When the logo finally matters',
        'Once people recognise you by name, the mark starts doing real work. That is the moment to invest in it, with everything you have learned about your customers.',
      ),
    ],
    quote: {
      quote:
        'Nobody ever bought a product because of its logo. Plenty left because they could not tell what it did.',
      author: 'Priya Raman',
      role: 'Design Lead',
    },
  },
  4: {
    lead: 'Before we wrote any code for our second product, we spoke to ten people who would use it. Those calls saved us six months.',
    sections: [
      section(
        'script',
        'A script that keeps you honest',
        'We ask about the last time the problem happened, what it cost and what they tried. Past behaviour is evidence; opinions about the future are not.',
      ),
      section(
        'never',
        'Questions we never ask',
        '"Would you use this?" always gets a polite yes. "Would you pay for this?" gets a guess. We leave both out and listen for what people already pay to solve.',
      ),
      section(
        'notes',
        'Turning notes into decisions',
        'After each call we write the three strongest quotes on a shared board. By the tenth call, the patterns are impossible to ignore.',
      ),
    ],
    quote: {
      quote:
        'Ask about the last time it happened. People remember yesterday far better than they predict tomorrow.',
      author: 'Tomás Herrera',
      role: 'Product Manager',
    },
  },
  5: {
    lead: 'Your first five hires shape the company more than any plan. We looked for people who own outcomes, learn quickly and write clearly.',
    sections: [
      section(
        'owners',
        'Hire owners, not task-takers',
        'In a tiny team nobody hands out tickets. We ask candidates about something they finished without being asked, and how they knew it was done.',
      ),
      section(
        'writing',
        'Good writers make good colleagues',
        'Most of our decisions happen in writing. A short paid exercise, one page explaining a trade-off, tells us more than an hour of interviews.',
      ),
      section(
        'pace',
        'Hire slower than it feels comfortable',
        'An empty seat hurts for a month. The wrong person in it hurts for a year. We now wait for a clear yes from everyone involved.',
      ),
    ],
    quote: {
      quote: 'The first five people do not join a culture. They write it.',
      author: 'Ingrid Solberg',
      role: 'People & Operations',
    },
  },
  6: {
    lead: 'For a year our pricing page was an afterthought. Treating it as part of the product doubled what each customer pays us, and they are happier for it.',
    sections: [
      section(
        'value',
        'Price the value, not the cost',
        'We interviewed customers about the time the product saves them, then priced the plans around that time, not around our server bill.',
      ),
      section(
        'table',
        'One table, three clear choices',
        'We cut five plans to three, named them after who they are for and moved the most popular option to the middle.',
        'Support tickets about pricing dropped by half in the first month.',
      ),
      section(
        'review',
        'Review it every quarter',
        'Pricing is never finished. Each quarter we look at upgrades, downgrades and the questions sales hears most, then change one thing.',
      ),
    ],
    quote: {
      quote: 'Your pricing page is a feature. Ship it, measure it and improve it like one.',
      author: 'Kenji Watanabe',
      role: 'Finance Lead',
    },
  },
  7: {
    lead: 'Our newsletter has one rule: every issue must be worth the two minutes it takes to read. The format that keeps it that way is simple.',
    sections: [
      section(
        'idea',
        'One idea per issue',
        'We pick a single idea and explain it well. Readers told us they skim long issues and remember none of them.',
      ),
      section(
        'example',
        'One real example',
        'Every idea comes with a real example from a customer or from our own work, including the ones that went wrong.',
      ),
      section(
        'action',
        'One thing to try this week',
        'Each issue ends with a small action a reader can take in under an hour. Replies about those actions are our favourite mail.',
      ),
    ],
    quote: {
      quote: 'Respect the reader’s two minutes and they will give you two minutes again next week.',
      author: 'Amara Nwosu',
      role: 'Community Editor',
    },
  },
  8: {
    lead: 'Launch week is a marathon run at sprint pace. Here is how ours went, hour by hour, and the small mistakes we will not make again.',
    sections: [
      section(
        'before',
        'The week before',
        'We froze features seven days out and spent the time on onboarding, billing and the help centre. Nothing new shipped; everything got sturdier.',
      ),
      section(
        'day',
        'Launch day',
        'One person watched support, one watched the servers and one answered comments. Everyone else stayed out of the war room on purpose.',
        'The biggest spike came at an hour we had not planned for, and the rota held.',
      ),
      section(
        'after',
        'What we will change',
        'Next time we will write the announcement a week earlier and test every sign-up path on a phone with a slow connection.',
      ),
    ],
    quote: {
      quote: 'A calm launch is a boring launch, and boring is exactly what you want.',
      author: 'Lucas Moreau',
      role: 'Engineering Manager',
    },
  },
  9: {
    lead: 'A good desk is one you stop noticing. Small changes to light, sound and seating add up to hours of better focus every week.',
    sections: [
      section(
        'light',
        'Light from the side',
        'Place the desk so daylight falls across it, not behind the screen. Add one warm lamp for the evening and the headaches fade.',
      ),
      section(
        'sound',
        'Quiet is a setting, not a place',
        'Soft furnishings and a simple pair of closed headphones turn a busy room into a workable one. Music without lyrics helps most people.',
      ),
      section(
        'chair',
        'A chair you forget about',
        'Spend on the chair before the screen. If you notice it during the day, adjust it; if you still notice it after a week, replace it.',
      ),
    ],
    quote: {
      quote: 'The best setup is the one that disappears once you sit down.',
      author: 'Hana Novak',
      role: 'Staff Writer',
    },
  },
};

const shot = (
  id: string,
  caption: string,
  thumb: string,
  full: string,
  [w, h]: readonly [number, number],
): GalleryImage => ({
  id,
  caption,
  thumb: { src: thumb, alt: caption, width: 600, height: 450 },
  full: { src: full, alt: caption, width: w, height: h },
});

/** The gallery post's pictures (thumbnails 4:3, full size in the lightbox). */
export const postGallery: readonly GalleryImage[] = [
  shot(
    'studio',
    'The studio on a quiet morning',
    '/artwork/interior-1411-600x450.svg',
    '/artwork/interior-1411-1200x900.svg',
    [1200, 900],
  ),
  shot(
    'desk',
    'Sketches pinned above the design desk',
    '/artwork/workspace-1412-600x450.svg',
    '/artwork/workspace-1412-1200x900.svg',
    [1200, 900],
  ),
  shot(
    'city',
    'The view from the meeting room',
    '/artwork/city-1413-600x450.svg',
    '/artwork/city-1413-1200x900.svg',
    [1200, 900],
  ),
  shot(
    'retreat',
    'Team retreat by the lake',
    '/artwork/landscape-1414-600x450.svg',
    '/artwork/landscape-1414-1200x900.svg',
    [1200, 900],
  ),
  shot(
    'lunch',
    'Friday lunch, cooked by the product team',
    '/artwork/food-1415-600x450.svg',
    '/artwork/food-1415-1200x900.svg',
    [1200, 900],
  ),
  shot(
    'prototype',
    'The first hardware prototype',
    '/artwork/product-1416-600x450.svg',
    '/artwork/product-1416-1200x900.svg',
    [1200, 900],
  ),
];

const slide = (id: string, caption: string, src: string): PostSlide => ({
  id,
  caption,
  img: { src, alt: caption, width: 1200, height: 675 },
});

/** The slider post's carousel (16:9). */
export const postSlides: readonly PostSlide[] = [
  slide(
    'whiteboard',
    'Mapping the first version on the whiteboard',
    '/artwork/workspace-1421-1200x675.svg',
  ),
  slide('skyline', 'Our second office, twelve floors up', '/artwork/city-1422-1200x675.svg'),
  slide('offsite', 'The autumn offsite in the hills', '/artwork/landscape-1423-1200x675.svg'),
  slide('launch', 'Launch night, just before midnight', '/artwork/abstract-1424-1200x675.svg'),
];

/** Posters of the video posts (16:9, our own artwork). */
export const videoPosters = {
  html5: { src: '/artwork/aircraft-1431-1280x720.svg', alt: '', width: 1280, height: 720 },
  youtube: { src: '/artwork/city-1432-1280x720.svg', alt: '', width: 1280, height: 720 },
  vimeo: { src: '/artwork/landscape-1433-1280x720.svg', alt: '', width: 1280, height: 720 },
} as const satisfies Record<string, ArtImageData>;

/** The edge-to-edge hero of the full-width post and the header image of the overlay layout. */
export const wideHeroes: readonly ArtImageData[] = [
  { src: '/artwork/landscape-1441-1920x800.svg', alt: '', width: 1920, height: 800 },
  { src: '/artwork/city-1442-1920x800.svg', alt: '', width: 1920, height: 800 },
  { src: '/artwork/aircraft-1443-1920x800.svg', alt: '', width: 1920, height: 800 },
];

export function articleFor(post: BlogPost): PostArticle {
  return blogArticles[post.id] ?? { lead: post.content, sections: [] };
}

/** The media blocks' pictures, for the post pages' `PostMedia`. */
export const postMedia: PostMediaData = {
  gallery: postGallery,
  slides: postSlides,
  videoPosters,
  wideHeroes,
};
