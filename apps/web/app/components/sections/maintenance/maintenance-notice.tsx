import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Logo } from '~/components/ui/logo.tsx';
import { StatusList, type ServiceStatus } from './status-list.tsx';

export interface MaintenanceData {
  eyebrow: string;
  title: string;
  lead: string;
  /** When the site is expected back: the machine-readable moment and how it reads. */
  backAt: { iso: string; text: string };
  statusTitle: string;
  statuses: readonly ServiceStatus[];
  contact: { text: string; email: string };
  image: ArtImageData;
}

/** A standalone maintenance page body: the notice, when the site is back, what still works, whom to write to. */
export function MaintenanceNotice({ data }: { data: MaintenanceData }) {
  return (
    <div className="bg-surface-alt grid min-h-screen lg:grid-cols-[1.1fr_1fr]">
      <div className="flex flex-col px-6 py-10 sm:px-12 lg:px-16">
        <Logo />
        <div className="my-auto max-w-xl py-14">
          <p className="text-brand mb-4 text-sm font-semibold tracking-[0.2em] uppercase">
            {data.eyebrow}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{data.title}</h1>
          <p className="text-muted mt-5 text-lg">{data.lead}</p>
          <p className="rounded-card bg-surface mt-8 flex items-center gap-4 p-5 shadow-sm">
            <span className="bg-brand text-on-brand grid size-12 shrink-0 place-items-center rounded-full">
              <Icon name="clock" size={24} />
            </span>
            <span>
              <span className="text-muted block text-sm font-semibold">Expected back</span>
              <time dateTime={data.backAt.iso} className="text-lg font-bold">
                {data.backAt.text}
              </time>
            </span>
          </p>
          <h2 className="mt-12 mb-4 text-xl font-bold">{data.statusTitle}</h2>
          <StatusList items={data.statuses} />
          <p className="text-muted mt-10">
            {data.contact.text}{' '}
            <a
              href={`mailto:${data.contact.email}`}
              className="text-brand font-semibold underline underline-offset-4"
            >
              {data.contact.email}
            </a>
          </p>
        </div>
      </div>
      <div className="relative hidden lg:block">
        <ArtImage {...data.image} priority className="absolute inset-0 size-full object-cover" />
      </div>
    </div>
  );
}
