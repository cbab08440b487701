import { Link, useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { useMessages } from './i18n-context.tsx';
import { alternatesOf, localeInfo } from './locales.ts';

/**
 * Links to the page in each of its languages (nothing on a page in English only): the same page, its
 * hash kept, the current language marked. Each link is in its own language (`lang`, `hreflang`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, hash } = useLocation();
  const { locale, languages } = useMessages();
  const alternates = alternatesOf(pathname);
  if (alternates.length === 0) return null;
  return (
    <nav aria-label={languages} className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-0.5 text-sm font-semibold">
        {alternates.map((alternate) => {
          const info = localeInfo[alternate.locale];
          const current = alternate.locale === locale;
          return (
            <li key={alternate.locale}>
              <Link
                to={`${alternate.path}${hash}`}
                lang={info.tag}
                hrefLang={info.tag}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'nav:min-w-9 inline-grid min-h-11 min-w-11 place-items-center rounded-full px-2 uppercase transition-colors hover:bg-current/10 2xl:min-w-11',
                  current && 'underline decoration-2 underline-offset-4',
                )}
              >
                <span aria-hidden="true">{alternate.locale}</span>
                <span className="sr-only">{info.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
