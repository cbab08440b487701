import { ElementPage } from '~/components/layout/element-page.tsx';
import { SocialIcons } from '~/components/sections/social-icons/social-icons.tsx';
import { socialLinks } from '~/content/social.ts';
import { Section } from '~/components/ui/section.tsx';
import { socialIconDemos } from '~/content/elements/social-icons.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function SocialIconsPage() {
  return (
    <ElementPage
      demos={socialIconDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" tone={demo.dark ? 'dark' : 'default'}>
            <SocialIcons links={socialLinks} variant={demo.variant} />
          </Section>
        ),
      }))}
    />
  );
}
