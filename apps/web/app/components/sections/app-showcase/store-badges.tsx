import { StoreBadge, type StoreBadgeData, type StoreBadgeTone } from './store-badge.tsx';

/** The app's store badges in a list named "Get <app>"; nothing when it has none. */
export function StoreBadges({
  data,
  tone,
}: {
  data: { appName: string; badges?: readonly StoreBadgeData[] };
  tone: StoreBadgeTone;
}) {
  if (!data.badges?.length) return null;
  return (
    <ul aria-label={`Get ${data.appName}`} className="flex flex-wrap gap-3">
      {data.badges.map((badge) => (
        <li key={badge.store}>
          <StoreBadge {...badge} appName={data.appName} tone={tone} />
        </li>
      ))}
    </ul>
  );
}
