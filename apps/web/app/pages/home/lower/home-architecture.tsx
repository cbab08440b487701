import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as arch from '~/content/home/architecture.ts';
import { projectPagePath } from '~/content/portfolio.ts';

const notes = demoPosts(arch.notes);

/** The architecture home page below its first screen: a chunk of its own (see home-architecture.tsx). */
export default function HomeArchitectureLower() {
  return (
    <>
      <Counters
        id="numbers"
        variant="divided"
        tone="alt"
        columns={4}
        spacing="md"
        items={arch.archNumbers}
        label="Graft in numbers"
      />
      <Portfolio
        id="work"
        layout="slider"
        categoryTitles={arch.archCategoryTitles}
        projectHref={(project) => (project.caseStudy ? projectPagePath(project) : '')}
        heading={{ eyebrow: 'Selected work', title: 'Buildings given a second life' }}
        title="Selected work"
        projects={arch.archWork}
      />
      <ProcessSteps
        id="approach"
        variant="connected"
        tone="alt"
        heading={arch.approachHeading}
        steps={arch.approach}
      />
      <Clients
        id="clients"
        variant="inverse"
        tone="dark"
        columns={6}
        spacing="md"
        label="Clients"
        clients={arch.archClients}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="notes"
        layout="metro"
        posts={notes}
        heading={arch.notesHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="visit" variant="dark-art" data={arch.archCta} />
    </>
  );
}
