import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Popup, type PopupKind } from '~/components/sections/popup/popup.tsx';
import { popupContent } from '~/content/elements/popups.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { useDescription } from '~/site-map/descriptions.ts';
import { findRoute } from '~/site-map/links.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

const isKind = (name: string): name is PopupKind => name in popupContent;

/** One module (and one route, /model-popup/:demo) for the six popup pages: the kind is the last part of the path. */
export default function ModelPopupPage() {
  const { pathname } = useLocation();
  const name = pathname.replace(/\/$/, '').split('/').pop()?.toLowerCase() ?? '';
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const lead = useDescription(route?.path ?? '', pathname);
  if (!isKind(name)) return <NotFoundPage />;
  const kind: PopupKind = name;
  const title = route?.title ?? 'Modal popup';
  return (
    <PageLayout>
      <PageTitle
        title={title}
        eyebrow="Modal popups"
        lead={route && lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: title, href: pathname },
        ]}
      />
      <Popup kind={kind} content={popupContent[kind]} />
    </PageLayout>
  );
}
