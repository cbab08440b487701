import type { SeedModel } from './models.ts';

/** Kinds of standard hardware an assembly is put together with (see hardware.ts). */
export type HardwareKind =
  | 'bolt'
  | 'nut'
  | 'washer'
  | 'pin'
  | 'wire'
  | 'screw'
  | 'rivet'
  | 'fitting'
  | 'clamp'
  | 'seal'
  | 'terminal';

/**
 * One ATA-style assembly (one IPC figure). Components are written "COMPONENT > detail; detail":
 * the component is listed at indent 1 and its detail parts at indent 2.
 */
export interface AssemblyTemplate {
  id: string;
  name: string;
  /** Always part of every model (the rest are drawn so that a model has 15 to 25). */
  core?: boolean;
  /** Only for models this returns true for. */
  when?: (model: SeedModel) => boolean;
  hardware: readonly HardwareKind[];
  components: readonly string[];
}

const cabinOnly = (model: SeedModel) => model.cabin;
const openCockpit = (model: SeedModel) => !model.cabin;
const biplaneOnly = (model: SeedModel) => model.biplane;
const monoplaneOnly = (model: SeedModel) => !model.biplane;

export const assemblyTemplates: readonly AssemblyTemplate[] = [
  {
    id: '21-40',
    name: 'CABIN HEATING AND VENTILATION',
    hardware: ['clamp', 'screw', 'nut', 'washer'],
    components: [
      'HEAT MUFF ASSY > SHROUD, HEAT MUFF; BAND, SHROUD',
      'VALVE BOX, CABIN HEAT > FLAPPER, VALVE; SPRING, FLAPPER RETURN',
      'HOSE, SCAT, 2 IN',
      'CONTROL ASSY, CABIN HEAT > KNOB, PUSH-PULL; WIRE, CONTROL',
      'VENT, FRESH AIR > BALL, EYEBALL VENT; HOUSING, VENT',
      'DUCT, DEFROST',
      'OUTLET, HEATER, FLOOR',
    ],
  },
  {
    id: '24-30',
    name: 'DC GENERATION',
    hardware: ['terminal', 'bolt', 'nut', 'washer', 'screw'],
    components: [
      'ALTERNATOR, 14 V 60 A > PULLEY, ALTERNATOR; FAN, ALTERNATOR',
      'BRACKET, ALTERNATOR MOUNTING > LINK, ADJUSTING',
      'REGULATOR, VOLTAGE',
      'RELAY, MASTER',
      'BOX ASSY, BATTERY > LID, BATTERY BOX; STRAP, BATTERY HOLD-DOWN',
      'BATTERY, 12 V',
      'CABLE, BATTERY TO MASTER RELAY',
    ],
  },
  {
    id: '24-60',
    name: 'ELECTRICAL DISTRIBUTION',
    hardware: ['terminal', 'screw', 'nut', 'clamp'],
    components: [
      'PANEL ASSY, SWITCH > PLATE, SWITCH PANEL; PLACARD, SWITCH PANEL',
      'CIRCUIT BREAKER, 5 A',
      'CIRCUIT BREAKER, 10 A',
      'SWITCH, MASTER',
      'BUS BAR',
      'HARNESS, WIRING, MAIN',
      'HARNESS, WIRING, WING',
      'LIGHT ASSY, POSITION > LENS, POSITION LIGHT; LAMP, POSITION LIGHT',
      'LIGHT, ANTI-COLLISION',
    ],
  },
  {
    id: '25-10',
    name: 'SEATS AND RESTRAINTS',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin'],
    components: [
      'SEAT ASSY, FRONT > FRAME, SEAT; PAN, SEAT; HINGE, SEAT BACK',
      'SEAT ASSY, REAR > FRAME, SEAT; PAN, SEAT',
      'BELT ASSY, LAP, 5-POINT > BUCKLE, ROTARY; STRAP, LAP',
      'HARNESS, SHOULDER',
      'CUSHION, SEAT',
      'CUSHION, SEAT BACK',
      'RATCHET BELT, NEGATIVE G',
    ],
  },
  {
    id: '25-20',
    name: 'CABIN INTERIOR AND FURNISHINGS',
    when: cabinOnly,
    hardware: ['screw', 'rivet', 'washer'],
    components: [
      'PANEL, SIDE, UPHOLSTERED',
      'HEADLINER',
      'CARPET SET, FLOOR',
      'POCKET, MAP',
      'COMPARTMENT ASSY, BAGGAGE > FLOOR, BAGGAGE; NET, BAGGAGE',
      'SUN VISOR',
    ],
  },
  {
    id: '27-10',
    name: 'AILERON CONTROLS',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'STICK ASSY, CONTROL > GRIP, CONTROL STICK; TUBE, STICK',
      'TORQUE TUBE ASSY > BEARING, TORQUE TUBE; ARM, TORQUE TUBE',
      'PUSH-PULL TUBE, AILERON > ROD END, FEMALE; JAM NUT, ROD END',
      'BELLCRANK, AILERON > BUSHING, BELLCRANK; BEARING, BELLCRANK',
      'CABLE ASSY, AILERON',
      'SPADE, AILERON',
      'SLAVE STRUT, AILERON',
    ],
  },
  {
    id: '27-20',
    name: 'RUDDER CONTROLS',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'PEDAL ASSY, RUDDER > PEDAL, RUDDER; TORQUE TUBE, PEDAL',
      'CABLE ASSY, RUDDER',
      'TURNBUCKLE ASSY > BARREL, TURNBUCKLE; EYE, TURNBUCKLE; CLIP, LOCKING',
      'SPRING, RUDDER CENTERING',
      'HORN, RUDDER',
      'FAIRLEAD, CABLE',
      'PULLEY, CABLE',
    ],
  },
  {
    id: '27-30',
    name: 'ELEVATOR CONTROLS',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'PUSH-PULL TUBE, ELEVATOR > ROD END, MALE; JAM NUT, ROD END',
      'BELLCRANK, ELEVATOR',
      'HORN, ELEVATOR',
      'STOP, ELEVATOR TRAVEL',
      'CABLE ASSY, ELEVATOR',
    ],
  },
  {
    id: '27-40',
    name: 'ELEVATOR TRIM',
    hardware: ['bolt', 'nut', 'washer', 'pin', 'screw'],
    components: [
      'TRIM ASSY, ELEVATOR > HANDLE, TRIM; DETENT, TRIM',
      'CABLE, TRIM, PUSH-PULL',
      'TAB, TRIM',
      'SPRING, TRIM BIAS',
      'INDICATOR, TRIM POSITION',
    ],
  },
  {
    id: '27-50',
    name: 'FLAP CONTROLS',
    when: monoplaneOnly,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'HANDLE ASSY, FLAP > BUTTON, RELEASE; SECTOR, FLAP HANDLE',
      'TORQUE TUBE, FLAP',
      'PUSH-PULL TUBE, FLAP',
      'SPRING, FLAP RETURN',
      'BELLCRANK, FLAP',
    ],
  },
  {
    id: '28-10',
    name: 'FUEL STORAGE',
    core: true,
    hardware: ['fitting', 'clamp', 'screw', 'seal'],
    components: [
      'TANK ASSY, FUEL, WING > CAP, FUEL FILLER; NECK, FILLER; SENDER, FUEL QUANTITY',
      'TANK ASSY, FUEL, HEADER > STRAP, TANK; PAD, TANK',
      'VENT LINE, FUEL TANK',
      'DRAIN VALVE, QUICK',
      'SIGHT GAUGE, FUEL',
      'GASKET, FUEL SENDER',
    ],
  },
  {
    id: '28-20',
    name: 'FUEL DISTRIBUTION',
    core: true,
    hardware: ['fitting', 'clamp', 'seal', 'bolt', 'nut'],
    components: [
      'VALVE ASSY, FUEL SELECTOR > HANDLE, SELECTOR; PLACARD, SELECTOR',
      'GASCOLATOR ASSY > BOWL, GASCOLATOR; SCREEN, GASCOLATOR',
      'LINE ASSY, FUEL, TANK TO SELECTOR',
      'LINE ASSY, FUEL, SELECTOR TO GASCOLATOR',
      'PUMP, FUEL, ELECTRIC BOOST',
      'TRANSDUCER, FUEL FLOW',
    ],
  },
  {
    id: '32-10',
    name: 'MAIN LANDING GEAR',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'GEAR LEG ASSY, MAIN, LH > LEG, GEAR; FITTING, GEAR ATTACH',
      'GEAR LEG ASSY, MAIN, RH > LEG, GEAR; FITTING, GEAR ATTACH',
      'AXLE, MAIN GEAR',
      'SHOCK STRUT ASSY > CORD, BUNGEE; SPACER, SHOCK STRUT',
      'FAIRING, GEAR LEG',
      'STEP, ENTRY',
      'SPREADER BAR',
    ],
  },
  {
    id: '32-40',
    name: 'WHEELS AND BRAKES',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'fitting', 'seal'],
    components: [
      'WHEEL ASSY, MAIN > HALF, WHEEL, INBOARD; HALF, WHEEL, OUTBOARD; BEARING CONE; BEARING CUP; SEAL, GREASE',
      'BRAKE ASSY > CALIPER, BRAKE; LINING, BRAKE; BACK PLATE, BRAKE',
      'DISC, BRAKE',
      'CYLINDER ASSY, MASTER > PISTON, MASTER CYLINDER; RESERVOIR, BRAKE FLUID',
      'LINE, BRAKE, FLEXIBLE',
      'TIRE, 8.50-6, 6 PLY',
      'TUBE, INNER, 8.50-6',
      'VALVE, PARKING BRAKE',
    ],
  },
  {
    id: '32-50',
    name: 'TAIL WHEEL',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'SPRING ASSY, TAIL WHEEL > LEAF, TAIL WHEEL SPRING; CLAMP, SPRING LEAF; BLOCK, SPRING MOUNT',
      'TAIL WHEEL ASSY, STEERABLE > FORK, TAIL WHEEL; PIVOT, TAIL WHEEL; LOCKING PIN, TAIL WHEEL',
      'TIRE, TAIL WHEEL, 8 IN',
      'ARM, STEERING, TAIL WHEEL',
      'CHAIN, TAIL WHEEL STEERING',
      'SPRING, TAIL WHEEL STEERING',
      'FITTING, TAIL SPRING ATTACH',
    ],
  },
  {
    id: '52-10',
    name: 'CABIN DOORS',
    when: cabinOnly,
    hardware: ['screw', 'nut', 'washer', 'rivet', 'seal'],
    components: [
      'DOOR ASSY, UPPER > FRAME, DOOR; WINDOW, DOOR; LATCH, DOOR',
      'DOOR ASSY, LOWER > FRAME, DOOR; SKIN, DOOR; HANDLE, DOOR',
      'HINGE, DOOR',
      'GAS SPRING, DOOR',
      'SEAL, DOOR',
    ],
  },
  {
    id: '52-40',
    name: 'CANOPY',
    when: openCockpit,
    hardware: ['screw', 'nut', 'washer', 'rivet', 'seal'],
    components: [
      'CANOPY ASSY > FRAME, CANOPY; BUBBLE, CANOPY; HANDLE, CANOPY',
      'RAIL, CANOPY',
      'LATCH ASSY, CANOPY',
      'JETTISON HANDLE, CANOPY',
      'SEAL, CANOPY',
    ],
  },
  {
    id: '53-10',
    name: 'FUSELAGE STRUCTURE',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'rivet', 'screw'],
    components: [
      'FUSELAGE ASSY, WELDED > TUBE, LONGERON; TUBE, DIAGONAL; GUSSET',
      'STRINGER, FUSELAGE',
      'FORMER, FUSELAGE TOP',
      'FLOORBOARD',
      'FIREWALL',
      'FABRIC, FUSELAGE COVERING',
      'INSPECTION COVER',
    ],
  },
  {
    id: '55-10',
    name: 'HORIZONTAL STABILIZER AND ELEVATOR',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'rivet'],
    components: [
      'STABILIZER ASSY, HORIZONTAL > SPAR, STABILIZER; RIB, STABILIZER; TIP, STABILIZER',
      'ELEVATOR ASSY > SPAR, ELEVATOR; RIB, ELEVATOR; HINGE, ELEVATOR',
      'BRACE WIRE, TAIL',
      'FITTING, STABILIZER ATTACH',
      'JACK SCREW, STABILIZER',
    ],
  },
  {
    id: '55-30',
    name: 'VERTICAL FIN AND RUDDER',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'rivet'],
    components: [
      'FIN ASSY, VERTICAL > SPAR, FIN; RIB, FIN',
      'RUDDER ASSY > SPAR, RUDDER; RIB, RUDDER; HINGE, RUDDER',
      'TIP, RUDDER',
      'STOP, RUDDER',
    ],
  },
  {
    id: '56-10',
    name: 'WINDSHIELD AND WINDOWS',
    hardware: ['screw', 'nut', 'washer', 'seal'],
    components: [
      'WINDSHIELD',
      'WINDOW, SIDE',
      'WINDOW, SKYLIGHT',
      'CHANNEL, WINDSHIELD RETAINING',
      'STRIP, WINDSHIELD TRIM',
    ],
  },
  {
    id: '57-10',
    name: 'WING STRUCTURE',
    core: true,
    when: monoplaneOnly,
    hardware: ['bolt', 'nut', 'washer', 'rivet', 'pin'],
    components: [
      'SPAR ASSY, FRONT > SPAR, FRONT; DOUBLER, SPAR',
      'SPAR ASSY, REAR',
      'RIB, WING, NOSE',
      'RIB, WING, MAIN',
      'COMPRESSION STRUT',
      'DRAG WIRE ASSY',
      'TIP, WING',
      'LEADING EDGE SKIN',
    ],
  },
  {
    id: '57-11',
    name: 'UPPER WING',
    when: biplaneOnly,
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'rivet', 'pin'],
    components: [
      'WING ASSY, UPPER > SPAR, FRONT; SPAR, REAR; RIB, WING',
      'CENTER SECTION',
      'FITTING, CABANE STRUT ATTACH',
      'TIP BOW, WING',
      'DRAG WIRE ASSY',
    ],
  },
  {
    id: '57-12',
    name: 'LOWER WING',
    when: biplaneOnly,
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'rivet', 'pin'],
    components: [
      'WING ASSY, LOWER, LH > SPAR, FRONT; SPAR, REAR; RIB, WING',
      'WING ASSY, LOWER, RH > SPAR, FRONT; SPAR, REAR; RIB, WING',
      'FITTING, WING ROOT',
      'WALKWAY, WING ROOT',
    ],
  },
  {
    id: '57-40',
    name: 'WING STRUTS AND BRACING',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'wire'],
    components: [
      'STRUT ASSY, WING, FRONT > FITTING, STRUT END; FAIRING, STRUT',
      'STRUT ASSY, WING, REAR',
      'JURY STRUT',
      'STRUT, INTERPLANE',
      'STRUT, CABANE',
      'WIRE, FLYING',
      'WIRE, LANDING',
    ],
  },
  {
    id: '57-50',
    name: 'AILERONS',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin', 'rivet'],
    components: [
      'AILERON ASSY, LH > SPAR, AILERON; RIB, AILERON; HINGE, AILERON',
      'AILERON ASSY, RH > SPAR, AILERON; RIB, AILERON; HINGE, AILERON',
      'BALANCE WEIGHT, AILERON',
      'HORN, AILERON',
    ],
  },
  {
    id: '61-10',
    name: 'PROPELLER',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'wire'],
    components: [
      'PROPELLER ASSY > BLADE, PROPELLER; HUB, PROPELLER',
      'SPINNER ASSY > DOME, SPINNER; BULKHEAD, SPINNER, FRONT; BULKHEAD, SPINNER, REAR',
      'GOVERNOR, PROPELLER',
      'CONTROL, PROPELLER, PUSH-PULL',
      'SPACER, PROPELLER',
    ],
  },
  {
    id: '71-10',
    name: 'COWLING',
    core: true,
    hardware: ['screw', 'rivet', 'washer', 'clamp'],
    components: [
      'COWLING, UPPER > HINGE, PIANO; FASTENER, CAMLOC',
      'COWLING, LOWER',
      'BAFFLE, ENGINE > SEAL, BAFFLE; SPRING, BAFFLE',
      'COWL FLAP',
      'AIR INLET, RAM',
    ],
  },
  {
    id: '71-20',
    name: 'ENGINE MOUNT',
    core: true,
    hardware: ['bolt', 'nut', 'washer', 'pin'],
    components: [
      'MOUNT ASSY, ENGINE > TUBE, ENGINE MOUNT; RING, DYNAFOCAL',
      'ISOLATOR, ENGINE MOUNT',
      'BUSHING, ENGINE MOUNT',
      'BOLT, ENGINE MOUNT',
    ],
  },
  {
    id: '73-10',
    name: 'ENGINE FUEL AND CONTROL',
    core: true,
    hardware: ['fitting', 'clamp', 'bolt', 'nut', 'seal'],
    components: [
      'CARBURETOR, MA-4SPA',
      'SERVO, FUEL INJECTION',
      'NOZZLE, FUEL INJECTION',
      'CONTROL, THROTTLE, PUSH-PULL',
      'CONTROL, MIXTURE, PUSH-PULL',
      'FILTER, AIR INDUCTION',
      'BOX ASSY, CARBURETOR HEAT > VALVE, CARBURETOR HEAT; ARM, CARBURETOR HEAT',
    ],
  },
  {
    id: '74-10',
    name: 'IGNITION',
    core: true,
    hardware: ['terminal', 'clamp', 'seal'],
    components: [
      'MAGNETO, LH > POINTS, BREAKER; CONDENSER, MAGNETO',
      'MAGNETO, RH',
      'HARNESS, IGNITION',
      'SPARK PLUG',
      'SWITCH, IGNITION',
    ],
  },
  {
    id: '77-10',
    name: 'ENGINE INDICATING',
    hardware: ['terminal', 'fitting', 'clamp'],
    components: [
      'TACHOMETER',
      'GAUGE, OIL PRESSURE',
      'GAUGE, OIL TEMPERATURE',
      'PROBE, CYLINDER HEAD TEMPERATURE',
      'PROBE, EXHAUST GAS TEMPERATURE',
      'SENDER, OIL PRESSURE',
    ],
  },
  {
    id: '78-10',
    name: 'EXHAUST',
    hardware: ['bolt', 'nut', 'clamp', 'seal'],
    components: [
      'EXHAUST ASSY > STACK, EXHAUST; MUFFLER; TAILPIPE',
      'GASKET, EXHAUST',
      'CLAMP, EXHAUST SLIP JOINT',
      'SPRING, EXHAUST BALL JOINT',
    ],
  },
  {
    id: '79-10',
    name: 'OIL SYSTEM',
    core: true,
    hardware: ['fitting', 'clamp', 'seal', 'bolt'],
    components: [
      'COOLER ASSY, OIL > BRACKET, OIL COOLER; SHUTTER, OIL COOLER',
      'LINE ASSY, OIL COOLER',
      'SEPARATOR, AIR-OIL',
      'VALVE, INVERTED OIL',
      'FILTER, OIL, SPIN-ON',
      'DIPSTICK, OIL',
    ],
  },
];

/** The templates a model can carry, given its type (cabin, biplane, engine). */
export function templatesFor(model: SeedModel): AssemblyTemplate[] {
  return assemblyTemplates.filter((template) => template.when?.(model) ?? true);
}
