import { Suspense } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { SearchForm } from '~/components/sections/header/search-form.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { notFoundMeta } from '~/lib/page-meta.ts';
import { I18nProvider, useMessages } from '~/i18n/i18n-context.tsx';
import type { NotFoundTexts, ShellMessages } from '~/i18n/messages.ts';

export const meta = () => notFoundMeta;

/** What the 404 page says in English (messages.not-found.* has its German and Arabic). */
const notFoundTexts: NotFoundTexts = {
  title: 'This page is off the map',
  text: 'The address may be mistyped, or the page has moved. Search the site or head back home.',
  home: 'Back to home',
  popular: 'Popular pages',
};

/** A page suggested under the search form. */
export interface PopularPage {
  label: string;
  href: string;
  description: string;
}

/**
 * The content of the 404 page: the message, the site search and a way home; `popular` adds a list of
 * suggested pages (the /page/error-404 demo shows it).
 */
export function NotFoundContent({ popular = [] }: { popular?: readonly PopularPage[] }) {
  return (
    <PageLayout>
      <NotFoundSections popular={popular} />
    </PageLayout>
  );
}

/**
 * The 404 page under a language's prefix (`/de/…`): the shell's and the 404 page's texts in that language
 * (not-found-page.de.tsx, .ar.tsx hand them over).
 */
export function TranslatedNotFoundPage({ messages }: { messages: ShellMessages }) {
  return (
    <I18nProvider messages={messages}>
      <PageLayout>
        <Suspense fallback={null}>
          <NotFoundSections />
        </Suspense>
      </PageLayout>
    </I18nProvider>
  );
}

/** A translated 404 page's document title, kept out of search engines. */
export const translatedNotFoundMeta = (title: string) => () => [
  { title },
  { name: 'robots', content: 'noindex' },
];

/** The 404 page's sections, inside the page layout. */
export function NotFoundSections({ popular = [] }: { popular?: readonly PopularPage[] }) {
  const notFound = useMessages().notFound ?? notFoundTexts;
  return (
    <>
      <section className="mx-auto grid max-w-2xl gap-6 px-5 py-24 text-center">
        <p className="font-display text-brand text-8xl font-extrabold">404</p>
        <h1 className="text-4xl font-bold">{notFound.title}</h1>
        <p className="text-muted text-lg">{notFound.text}</p>
        <div className="mx-auto w-full max-w-md text-start">
          <SearchForm />
        </div>
        <div>
          <ButtonLink to="/">{notFound.home}</ButtonLink>
        </div>
      </section>
      {popular.length > 0 && (
        <section aria-labelledby="popular-pages" className="bg-surface-alt px-5 py-16">
          <div className="mx-auto max-w-5xl">
            <h2 id="popular-pages" className="mb-8 text-center text-2xl font-bold">
              {notFound.popular}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {popular.map((page) => (
                <li key={page.href}>
                  <Link
                    to={page.href}
                    className="rounded-card bg-surface hover:border-brand border-line group flex h-full flex-col gap-1 border p-6"
                  >
                    <span className="flex items-center justify-between gap-2 font-bold">
                      {page.label}
                      <Icon
                        name="arrow-right"
                        size={18}
                        className="text-brand transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                      />
                    </span>
                    <span className="text-muted text-sm">{page.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The 404 route. Its sections sit in a Suspense boundary because the family pages show them through
 * `LazyNotFoundPage` (lazy-not-found-page.tsx), which has one at the same place: the server answers an
 * unknown `/portfolio/nope` with this page, and the browser hydrates it as the family's page.
 */
export default function NotFoundPage() {
  return (
    <PageLayout>
      <Suspense fallback={null}>
        <NotFoundSections />
      </Suspense>
    </PageLayout>
  );
}
