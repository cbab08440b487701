import { useState } from 'react';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { directionsUrl, MapEmbed } from './map-embed.tsx';
import { MapSketch } from './map-sketch.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { MapTexts } from '~/i18n/messages.ts';

export interface MapPlace {
  name: string;
  /** Address lines, shown in the fallback card. */
  address: readonly string[];
  /** What Google Maps searches for (an address or "lat,lng"). */
  query: string;
  phone?: string;
  hours?: string;
}

export type GoogleMapVariant = 'card' | 'overlay' | 'dark' | 'compact';

/** What the map card says in English (a translated demo's catalogue has its own: messages.sections.*). */
const mapTexts: MapTexts = {
  title: (place) => `Map of ${place}`,
  directions: 'Get directions',
  directionsNote: ' (opens Google Maps in a new tab)',
  show: 'Show map',
  showNote: (place) => ` of ${place} (loads Google Maps)`,
};

const frames: Record<GoogleMapVariant, string> = {
  card: 'grid overflow-hidden rounded-card border border-line lg:grid-cols-[22rem_1fr]',
  overlay: 'relative overflow-hidden rounded-card',
  dark: 'grid overflow-hidden rounded-card bg-inverse text-white lg:grid-cols-[1fr_22rem]',
  compact: 'overflow-hidden rounded-card border border-line',
};
const cards: Record<GoogleMapVariant, string> = {
  card: 'bg-surface p-8',
  overlay: 'relative z-10 m-4 max-w-sm rounded-card bg-surface p-8 shadow-xl sm:m-8',
  dark: 'p-8 lg:order-2',
  compact: 'flex flex-wrap items-center justify-between gap-4 p-6',
};
const stages: Record<GoogleMapVariant, string> = {
  card: 'relative min-h-80',
  overlay: 'absolute inset-0',
  dark: 'relative min-h-80',
  compact: 'relative aspect-[16/7] min-h-64',
};
const muted: Record<GoogleMapVariant, string> = {
  card: 'text-muted',
  overlay: 'text-muted',
  dark: 'text-white/80',
  compact: 'text-muted',
};

/**
 * A place with a static card (address, phone, directions link) and a "Show map" button: the Google Maps
 * iframe is only created after that click, so nothing loads from Google before the visitor asks.
 */
export function GoogleMap({
  place,
  variant = 'card',
  className,
}: {
  place: MapPlace;
  variant?: GoogleMapVariant;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  const texts = useMessages().map ?? mapTexts;
  return (
    <div className={cn(frames[variant], variant === 'overlay' && 'min-h-[28rem]', className)}>
      <address className={cn('not-italic', cards[variant])}>
        <div>
          <p className="flex items-center gap-2 text-xl font-bold">
            <Icon
              name="map-pin"
              size={22}
              className={variant === 'dark' ? 'text-white' : 'text-brand'}
            />
            {place.name}
          </p>
          <p className={cn('mt-3', muted[variant])}>
            {place.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
          {variant !== 'compact' && place.phone && (
            <p className={cn('mt-3', muted[variant])}>
              <a
                href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}
                className="underline-offset-2 hover:underline"
              >
                <span dir="ltr">{place.phone}</span>
              </a>
            </p>
          )}
          {variant !== 'compact' && place.hours && (
            <p className={cn('mt-1', muted[variant])}>{place.hours}</p>
          )}
        </div>
        <a
          href={directionsUrl(place.query)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({
            variant: variant === 'dark' ? 'light' : 'outline',
            size: 'sm',
            className: variant === 'compact' ? '' : 'mt-6',
          })}
        >
          {texts.directions}
          <span className="sr-only">{texts.directionsNote}</span>
        </a>
      </address>
      <div className={stages[variant]}>
        {shown ? (
          <MapEmbed query={place.query} title={texts.title(place.name)} />
        ) : (
          <>
            <MapSketch className="absolute inset-0 size-full" />
            <div
              className={cn(
                'absolute inset-0 grid p-6',
                variant === 'overlay' ? 'place-items-end' : 'place-items-end justify-center',
              )}
            >
              <button
                type="button"
                onClick={() => setShown(true)}
                className={buttonClasses({
                  variant: 'dark',
                  shape: 'pill',
                  className: 'shadow-lg',
                })}
              >
                <Icon name="map-pin" size={18} />
                {texts.show}
                <span className="sr-only">{texts.showNote(place.name)}</span>
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
