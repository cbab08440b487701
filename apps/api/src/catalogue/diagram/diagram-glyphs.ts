import { hardwareGlyphs } from './diagram-glyphs-hardware.ts';
import { structureGlyphs } from './diagram-glyphs-structure.ts';
import type { Glyph } from './diagram-shapes.ts';

// The glyph table: which kind of part a description names, and how each kind is drawn
// (diagram-glyphs-hardware.ts, diagram-glyphs-structure.ts). The layout is in diagram-art.ts.

export type Kind =
  | 'bolt'
  | 'nut'
  | 'washer'
  | 'ring'
  | 'spring'
  | 'pin'
  | 'rivet'
  | 'bushing'
  | 'fitting'
  | 'clamp'
  | 'line'
  | 'wheel'
  | 'bracket'
  | 'panel'
  | 'strut'
  | 'gauge'
  | 'unit';

/** First word that decides, in order: "SPRING, TAIL WHEEL" is a spring, "BOLT, ENGINE MOUNT" a bolt. */
const kindWords: ReadonlyArray<readonly [RegExp, Kind]> = [
  [/^(BOLT|SCREW)\b/, 'bolt'],
  [/^NUT\b/, 'nut'],
  [/^(WASHER|SHIM)\b/, 'washer'],
  [/^(O-RING|PACKING|GASKET|SEAL|GROMMET)\b/, 'ring'],
  [/\bSPRING\b/, 'spring'],
  [/^PIN\b/, 'pin'],
  [/^RIVET\b/, 'rivet'],
  [/^(BUSHING|SPACER|SLEEVE|ISOLATOR|BEARING)\b/, 'bushing'],
  [/^(ELBOW|NIPPLE|TEE|CONNECTOR|TERMINAL|UNION|COUPLING|NOZZLE|DRAIN)\b/, 'fitting'],
  [/^(CLAMP|STRAP)\b/, 'clamp'],
  [/^(CABLE|WIRE|LINE|HOSE|HARNESS|CHAIN|BRACE WIRE|DRAG WIRE)\b/, 'line'],
  [/^(PULLEY|DISC|WHEEL|TAIL WHEEL|PROPELLER|SPINNER|FAIRLEAD)\b/, 'wheel'],
  [/^(GAUGE|INDICATOR|TACHOMETER|SIGHT GAUGE)\b/, 'gauge'],
  [
    /^(STRUT|ROD|TUBE|PUSH-PULL|SPAR|AXLE|STRINGER|SPREADER|JURY|SLAVE|COMPRESSION|DIPSTICK|JACK)\b/,
    'strut',
  ],
  [
    /^(BRACKET|FITTING|HORN|ARM|BELLCRANK|HINGE|STOP|STEP|SPADE|LATCH|HANDLE|MOUNT|ANGLE|CLIP|CHANNEL|BALANCE)\b/,
    'bracket',
  ],
  [
    /^(PANEL|COVER|SKIN|PLATE|FLOORBOARD|FIREWALL|RIB|FORMER|COWL|FAIRING|TAB|DOOR|CANOPY|TIP|LEADING|FABRIC|CARPET|HEADLINER|WINDSHIELD|STRIP|VISOR|POCKET|CUSHION)/,
    'panel',
  ],
];

export function partKind(description: string): Kind {
  const text = description.toUpperCase();
  for (const [pattern, kind] of kindWords) if (pattern.test(text)) return kind;
  if (/\bPUSH-PULL\b/.test(text)) return 'strut';
  return 'unit';
}

/** Draws a kind of part from its description (upper-cased) at a scale. */
export type DrawGlyph = (text: string, scale: number) => Glyph;

const glyphTable: Record<Kind, DrawGlyph> = { ...hardwareGlyphs, ...structureGlyphs };

/** The glyph of a part of `kind`, with the details its description names (drilled, castellated…). */
export function glyphOf(kind: Kind, description: string, scale: number): Glyph {
  return glyphTable[kind](description.toUpperCase(), scale);
}
