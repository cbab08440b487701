import { SocialIcons } from '../../components/sections/social-icons/social-icons.tsx';
import { cn } from '../../components/ui/cn.ts';
import { socialIconDemos } from '../../content/elements/social-icons.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function SocialIconsPage() {
  return (
    <ElementPage>
      <Demo title="Social icon styles" lead="Twelve styles of the same five links.">
        <div className="grid gap-6 md:grid-cols-2">
          {socialIconDemos.map((demo, i) => (
            <article
              key={demo.variant}
              className={cn(
                'rounded-card p-6',
                demo.dark ? 'bg-inverse text-white' : 'bg-surface text-ink border-line border',
              )}
            >
              <h3 className="mb-4 text-sm font-semibold">
                {`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
              </h3>
              <SocialIcons variant={demo.variant} />
            </article>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
