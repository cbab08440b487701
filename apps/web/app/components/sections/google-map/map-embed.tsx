/** The Google Maps embed address for a place (no API key: the classic `output=embed` form). */
export function mapEmbedUrl(query: string, zoom = 14): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`;
}

/** A directions link that opens Google Maps in the visitor's browser or app. */
export function directionsUrl(query: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}

/** The map iframe itself; render it only after the visitor asked for the map. */
export function MapEmbed({ query, title, zoom }: { query: string; title: string; zoom?: number }) {
  return (
    <iframe
      src={mapEmbedUrl(query, zoom)}
      title={title}
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 size-full border-0"
    />
  );
}
