import type { HardwareKind } from './assemblies.ts';

/** One standard (AN, MS, NAS) hardware part: number, IPC nomenclature and unit of issue. */
export interface HardwareItem {
  partNumber: string;
  description: string;
  /** "AR" (as required) for wire and sealant bought by length, else units per assembly are counted. */
  asRequired?: boolean;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function bolts(): HardwareItem[] {
  const items: HardwareItem[] = [];
  for (const size of [3, 4, 5, 6]) {
    for (const length of range(3, 24)) {
      // "A" = undrilled shank (self-locking nut); without it the shank is drilled for a cotter pin.
      items.push({ partNumber: `AN${size}-${length}A`, description: 'BOLT' });
      items.push({ partNumber: `AN${size}-${length}`, description: 'BOLT, DRILLED SHANK' });
    }
  }
  for (const length of range(4, 16)) {
    items.push({ partNumber: `NAS6604-${length}`, description: 'BOLT, HEX HEAD, CLOSE TOLERANCE' });
  }
  return items;
}

function nuts(): HardwareItem[] {
  return [
    ...['3', '4', '5', '6', '08', '06', '04'].map((size) => ({
      partNumber: `MS21042L${size}`,
      description: 'NUT, SELF-LOCKING, REDUCED HEX',
    })),
    ...['428A', '524A', '624A', '720A', '832A', '1032A'].map((size) => ({
      partNumber: `AN365-${size}`,
      description: 'NUT, SELF-LOCKING',
    })),
    ...['3', '4', '5', '6'].map((size) => ({
      partNumber: `AN310-${size}`,
      description: 'NUT, CASTELLATED',
    })),
    ...['3', '4', '5', '6'].map((size) => ({
      partNumber: `AN316-${size}R`,
      description: 'NUT, JAM, CHECK',
    })),
    ...['3', '4', '5'].map((size) => ({
      partNumber: `MS21044N${size}`,
      description: 'NUT, SELF-LOCKING, NYLON INSERT',
    })),
  ];
}

function washers(): HardwareItem[] {
  return [
    ...['6', '8', '10', '416', '516', '616', '10L', '416L', '516L', '616L'].map((size) => ({
      partNumber: `AN960-${size}`,
      description: 'WASHER, FLAT',
    })),
    ...['0363P', '0463P', '0332P', '0432P', '0532P', '0632P'].map((size) => ({
      partNumber: `NAS1149F${size}`,
      description: 'WASHER, FLAT',
    })),
    ...['3', '4', '5'].map((size) => ({
      partNumber: `AN970-${size}`,
      description: 'WASHER, LARGE AREA',
    })),
    ...['3', '4'].map((size) => ({
      partNumber: `AN935-${size}16L`,
      description: 'WASHER, LOCK, SPLIT',
    })),
  ];
}

function pins(): HardwareItem[] {
  return [
    ...['132', '134', '151', '153', '283', '285'].map((size) => ({
      partNumber: `MS24665-${size}`,
      description: 'PIN, COTTER',
    })),
    ...['3-14', '4-18', '5-20'].map((size) => ({
      partNumber: `AN392-${size}`,
      description: 'PIN, FLAT HEAD, CLEVIS',
    })),
    ...['2', '3', '4'].map((size) => ({
      partNumber: `MS20392-${size}C21`,
      description: 'PIN, CLEVIS, STRAIGHT HEADED',
    })),
  ];
}

function wires(): HardwareItem[] {
  return ['C32', 'C41', 'C20', 'NC32'].map((size) => ({
    partNumber: `MS20995${size}`,
    description:
      size === 'NC32' ? 'WIRE, SAFETY, NICKEL-COPPER' : 'WIRE, SAFETY, CORROSION RESISTANT',
    asRequired: true,
  }));
}

function screws(): HardwareItem[] {
  const items: HardwareItem[] = [];
  for (const length of range(6, 16)) {
    items.push({ partNumber: `AN526C1032R${length}`, description: 'SCREW, TRUSS HEAD' });
    items.push({ partNumber: `MS24693C${length * 4}`, description: 'SCREW, FLAT HEAD, 100 DEG' });
  }
  for (const length of range(4, 12)) {
    items.push({ partNumber: `MS35206-${240 + length}`, description: 'SCREW, PAN HEAD' });
  }
  return items;
}

function rivets(): HardwareItem[] {
  const items: HardwareItem[] = [];
  for (const diameter of [3, 4, 5]) {
    for (const length of range(3, 8)) {
      items.push({
        partNumber: `MS20470AD${diameter}-${length}`,
        description: 'RIVET, UNIVERSAL HEAD',
      });
      items.push({
        partNumber: `MS20426AD${diameter}-${length}`,
        description: 'RIVET, COUNTERSUNK',
      });
    }
  }
  for (const grip of range(2, 6)) {
    items.push({ partNumber: `CR3213-4-0${grip}`, description: 'RIVET, BLIND, CHERRYMAX' });
  }
  return items;
}

function fittings(): HardwareItem[] {
  return ['3', '4', '6', '8'].flatMap((size) => [
    { partNumber: `AN816-${size}D`, description: 'NIPPLE, FLARED TUBE' },
    { partNumber: `AN818-${size}D`, description: 'NUT, TUBE COUPLING' },
    { partNumber: `AN819-${size}D`, description: 'SLEEVE, TUBE COUPLING' },
    { partNumber: `AN822-${size}D`, description: 'ELBOW, 90 DEG, FLARED TUBE' },
    { partNumber: `AN823-${size}D`, description: 'ELBOW, 45 DEG, FLARED TUBE' },
    { partNumber: `AN824-${size}D`, description: 'TEE, FLARED TUBE' },
  ]);
}

function clamps(): HardwareItem[] {
  return [
    ...['4', '6', '8', '10', '12', '16'].map((size) => ({
      partNumber: `MS21919WDG${size}`,
      description: 'CLAMP, LOOP, CUSHIONED',
    })),
    ...['32', '40', '48', '56'].map((size) => ({
      partNumber: `AN737TW${size}`,
      description: 'CLAMP, HOSE',
    })),
    ...['18', '34'].map((size) => ({
      partNumber: `MS3367-1-${size === '18' ? '0' : '9'}`,
      description: 'STRAP, TIE DOWN, ELECTRICAL',
    })),
  ];
}

function seals(): HardwareItem[] {
  return [
    ...['010', '012', '014', '016', '110', '112', '114', '116', '210'].map((size) => ({
      partNumber: `MS28775-${size}`,
      description: 'O-RING',
    })),
    ...['4', '6', '8'].map((size) => ({
      partNumber: `AN6289-${size}`,
      description: 'NUT, UNIVERSAL FITTING',
    })),
    ...['4', '6', '8'].map((size) => ({
      partNumber: `MS29512-0${size}`,
      description: 'PACKING, PREFORMED',
    })),
    { partNumber: 'MIL-PRF-81733', description: 'SEALANT, CORROSION INHIBITIVE', asRequired: true },
  ];
}

function terminals(): HardwareItem[] {
  return [
    ...['8', '10', '11', '16', '17', '18'].map((size) => ({
      partNumber: `MS25036-1${size.padStart(2, '0')}`,
      description: 'TERMINAL, LUG, CRIMP STYLE',
    })),
    ...['16', '18', '20', '22'].map((size) => ({
      partNumber: `M22759/16-${size}`,
      description: 'WIRE, ELECTRICAL',
      asRequired: true,
    })),
    { partNumber: 'MS3106A14S-2S', description: 'CONNECTOR, PLUG' },
    { partNumber: 'MS3102A14S-2P', description: 'CONNECTOR, RECEPTACLE' },
  ];
}

/** Standard hardware by kind; generated once, in a fixed order. */
export const hardwareByKind: Readonly<Record<HardwareKind, readonly HardwareItem[]>> = {
  bolt: bolts(),
  nut: nuts(),
  washer: washers(),
  pin: pins(),
  wire: wires(),
  screw: screws(),
  rivet: rivets(),
  fitting: fittings(),
  clamp: clamps(),
  seal: seals(),
  terminal: terminals(),
};

/** Hardware that every model's main landing gear lists first, so searches for it always find it. */
export const anchorHardware: readonly HardwareItem[] = [
  { partNumber: 'AN3-5A', description: 'BOLT' },
  { partNumber: 'AN960-10L', description: 'WASHER, FLAT' },
  { partNumber: 'NAS1149F0363P', description: 'WASHER, FLAT' },
  { partNumber: 'MS21042L3', description: 'NUT, SELF-LOCKING, REDUCED HEX' },
  { partNumber: 'MS20995C32', description: 'WIRE, SAFETY, CORROSION RESISTANT', asRequired: true },
];
