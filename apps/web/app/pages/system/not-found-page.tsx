import { PageLayout } from '../../components/layout/page-layout.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { SearchForm } from '../../components/sections/header/search-form.tsx';

export const meta = () => [
  { title: 'Page not found | Contrail' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage() {
  return (
    <PageLayout>
      <section className="mx-auto grid max-w-2xl gap-6 px-5 py-24 text-center">
        <p className="font-display text-brand text-8xl font-extrabold">404</p>
        <h1 className="text-4xl font-bold">This page is off the map</h1>
        <p className="text-muted text-lg">
          The address may be mistyped, or the page has moved. Search the site or head back home.
        </p>
        <div className="mx-auto w-full max-w-md text-left">
          <SearchForm />
        </div>
        <div>
          <ButtonLink to="/">Back to home</ButtonLink>
        </div>
      </section>
    </PageLayout>
  );
}
