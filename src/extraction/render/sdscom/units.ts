/**
 * Units as eSDScom writes them (SI symbols, `3` for `³`, `.` for a product) for the units SDSs print
 * in sections 3, 8, 9 and 11. A unit outside this list is not given a numeric element: its value is
 * kept as printed text instead.
 */
const UNITS = [
  '°C',
  '°F',
  '%',
  'Weight-%',
  'Vol-%',
  'ppm',
  'ppb',
  'mg/m3',
  'µg/m3',
  'mg/kg',
  'mg/kg bw',
  'g/kg',
  'mL/kg',
  'mg/L',
  'g/L',
  'µg/L',
  'mL/m3',
  'g/cm3',
  'g/mL',
  'kg/m3',
  'kg/L',
  'kg/dm3',
  'g/dm3',
  'hPa',
  'kPa',
  'Pa',
  'mbar',
  'bar',
  'mm Hg',
  'atm',
  'Torr',
  'mPa.s',
  'Pa.s',
  'cP',
  'mm2/s',
  'cSt',
  'fiber/cm3',
  'fiber/m3',
  'h',
  'min',
  'd',
] as const;

const ALIASES: Readonly<Record<string, string>> = {
  mmhg: 'mm Hg',
  'f/cc': 'fiber/cm3',
  'fibres/cm3': 'fiber/cm3',
  'fibers/cm3': 'fiber/cm3',
  'g/cc': 'g/cm3',
  'wt%': 'Weight-%',
  'wt.%': 'Weight-%',
  '%w/w': 'Weight-%',
  '%(w/w)': 'Weight-%',
  'vol%': 'Vol-%',
  '%v/v': 'Vol-%',
  'mg/kgbw': 'mg/kg bw',
  'mg/kgpc': 'mg/kg bw',
  'mg/kgkgc': 'mg/kg bw',
};

function key(unit: string): string {
  return unit.toLowerCase().replace(/\s+/g, '').replace(/³/g, '3').replace(/²/g, '2').replace(/μ/g, 'µ');
}

const BY_KEY = new Map<string, string>([
  ...UNITS.map((unit): [string, string] => [key(unit), unit]),
  ...Object.entries(ALIASES),
]);

/** The eSDScom unit for a printed unit, or undefined when it has none here. */
export function sdscomUnit(printed: string | null | undefined): string | undefined {
  return printed ? BY_KEY.get(key(printed)) : undefined;
}
