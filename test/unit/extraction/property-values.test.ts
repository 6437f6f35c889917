import { parseDensity } from '../../../src/extraction/fields/density.js';
import { numericValues, parseDecimal } from '../../../src/extraction/fields/numbers.js';
import { physicalStateOf } from '../../../src/extraction/fields/physical-state.js';
import { extractProperties, parseTemperature } from '../../../src/extraction/fields/properties.js';
import { contextFor } from './text-document.js';

const propertiesOf = (...rows: string[]) =>
  extractProperties(
    contextFor([
      'SECTION 9: Physical and chemical properties',
      ...rows,
      'SECTION 10: Stability and reactivity',
    ]),
  );

describe('printed numbers', () => {
  it.each([
    ['165 - 170 °C', 165, 170],
    ['≥10 - <25', 10, 25],
    ['> 30 - < 60 %', 30, 60],
    ['0.50-2.50%', 0.5, 2.5],
    ['65~68', 65, 68],
    ['10 bis 20', 10, 20],
    ['10 à 20', 10, 20],
    ['10 a 20', 10, 20],
    ['10 do 20', 10, 20],
    ['10 až 20', 10, 20],
    ['10 tot 20', 10, 20],
    ['10 to 20', 10, 20],
    ['between 10 and 20 %', 10, 20],
    ['-18 - -15', -18, -15],
    ['max. 0,5 %', null, 0.5],
    ['< 1', null, 1],
    ['≥ 95', 95, null],
    ['ca. 1,026', 1.026, 1.026],
  ])('reads "%s" as %p to %p, a range dash never a minus sign', (text, min, max) => {
    expect(numericValues(text)[0]).toMatchObject({ min, max });
  });

  it('reads a single negative value and leaves codes alone', () => {
    expect(numericValues('-18 °C')[0]).toMatchObject({ min: -18, max: -18, bound: false });
    expect(numericValues('H225').length).toBe(0);
  });

  it('reads decimal commas and thousands separators', () => {
    expect(parseDecimal('0,79')).toBe(0.79);
    expect(parseDecimal('1,044.11')).toBe(1044.11);
    expect(parseDecimal('1.044,11')).toBe(1044.11);
    expect(parseDecimal('1,000,000')).toBe(1000000);
  });
});

describe('physical state in the languages of SDSs', () => {
  it.each([
    ['Liquid.', 'liquid'],
    ['flüssig', 'liquid'],
    ['Vloeistof.', 'liquid'],
    ['Sıvı.', 'liquid'],
    ['液体', 'liquid'],
    ['سائل', 'liquid'],
    ['Aqueous solution', 'liquid'],
    ['Klarowna przezroczysta ciecz', 'liquid'],
    ['Solid', 'solid'],
    ['fest', 'solid'],
    ['Sólido, pó', 'solid'],
    ['White crystals', 'solid'],
    ['pellets', 'solid'],
    ['Perlen', 'solid'],
    ['Pasta', 'paste'],
    ['Paste', 'paste'],
    ['Aerosol', 'aerosol'],
    ['Gás azulado', 'gas'],
    ['Gas liquefatto. Incolore.', 'gas'],
    ['Zkapalněný plyn. zelenožlutý', 'gas'],
    ['Compressed gas', 'gas'],
    ['Liquid. [Liquefied compressed gas.]', 'liquid'],
    ['Liquid. [Grease]', 'liquid'],
  ])('"%s" is %s', (printed, state) => {
    expect(physicalStateOf(printed)).toBe(state);
  });

  it.each([
    ['Агрегатно състояние: течност', 'liquid'],
    ['Agregātstāvoklis: ciets', 'solid'],
    ['Stare fizică: pastă', 'paste'],
    ['물리적 상태: 기체', 'gas'],
    ['Keadaan fizikal: pepejal', 'solid'],
  ])('reads the state label and words of the language modules: "%s" is %s', (row, state) => {
    expect(propertiesOf(row).physical_state).toBe(state);
  });

  it("matches the modules' words of spaced scripts as whole words only", () => {
    // "pes" (Malay: paste) inside another word, "cair" (Indonesian: liquid) inside "cairn".
    expect(physicalStateOf('Espesso cairn')).toBeNull();
  });

  it('finds no gas in a word that merely ends in "gas" (Hungarian sárgás, yellowish), but in compounds', () => {
    expect(physicalStateOf('sárgás, viszkózus folyadék')).toBe('liquid');
    expect(physicalStateOf('Druckgas')).toBe('gas');
  });

  it("matches the modules' state forms where each must stand: anywhere, at a word's start or end, whole", () => {
    expect(physicalStateOf('Feststoff, Flüssigkeit')).toBe('solid'); // stems anywhere: the first printed
    expect(physicalStateOf('état gazeux')).toBe('gas'); // "gaz" starts a word
    expect(physicalStateOf('Biogaz')).toBeNull(); // but not inside one
    expect(physicalStateOf('Erdgas')).toBe('gas'); // a compound's end
    expect(physicalStateOf('fest')).toBe('solid'); // a whole word
    expect(physicalStateOf('Festigkeit')).toBeNull();
  });

  it('names no state for a colour or a measurement condition', () => {
    expect(physicalStateOf('Pastel yellow')).toBeNull();
    expect(physicalStateOf('at 20 °C / 101.3 kPa')).toBeNull();
  });

  it('keeps the printed state beside the normalised one', () => {
    expect(propertiesOf('(a/b) Skupenství/barva          : Zkapalněný plyn. zelenožlutý')).toMatchObject({
      physical_state: 'gas',
      physical_state_text: 'Zkapalněný plyn. zelenožlutý',
    });
  });

  it('passes over a measurement condition to the state on the line below', () => {
    expect(
      propertiesOf('Physical state                at 20 °C and 101.3 kPa', '   Liquid').physical_state,
    ).toBe('liquid');
  });

  it('falls back from the state label to the appearance', () => {
    expect(propertiesOf('a) Aussehen                 Perlen').physical_state).toBe('solid');
    expect(propertiesOf('Appearance:  Clear to slightly cloudy liquid').physical_state).toBe('liquid');
  });
});

describe('boiling and melting points', () => {
  it('reads a range as its lower end and refuses bounds and decomposition', () => {
    expect(parseTemperature('165 - 170 °C')).toEqual({ celsius: 165, upperCelsius: 170, bounded: false });
    expect(parseTemperature('150 tot 385°C (302 tot 725°F)')).toMatchObject({ celsius: 150 });
    expect(parseTemperature('> 300 °C')).toMatchObject({ celsius: null, bounded: true });
    expect(propertiesOf('Melting point     Decomposes at 200 °C').melting_point_c).toBeNull();
  });

  it('converts °F and prefers the °C of a value printed in both', () => {
    expect(parseTemperature('-29 °F (-34 °C)')).toMatchObject({ celsius: -34 });
    expect(parseTemperature('212 °F')).toMatchObject({ celsius: 100 });
  });

  it('reads degree signs printed as a superscript o or zero', () => {
    expect(parseTemperature('100ᵒC')).toMatchObject({ celsius: 100 });
    expect(parseTemperature('-218⁰ C')).toMatchObject({ celsius: -218 });
    expect(parseTemperature('165-167oC')).toMatchObject({ celsius: 165 });
  });

  it('reads labels with a second name, a wrapped label and a value on the next line', () => {
    expect(propertiesOf('Siedebeginn und Siedebereich:      100 °C').boiling_point_c).toBe(100);
    expect(propertiesOf('Melting/boiling point:         165-167oC').melting_point_c).toBe(165);
    expect(
      propertiesOf('(g) Punto di                      : -83 °F (-64 °C)', 'ebollizione/intervallo')
        .boiling_point_c,
    ).toBe(-64);
    expect(propertiesOf('Initial boiling point and boiling range', '-183 °C').boiling_point_c).toBe(-183);
  });

  it('reads the abbreviated labels of US forms ("Boiling Point", "Freezing/Melting Pt.", "Spec Grav./Density")', () => {
    const properties = propertiesOf(
      ' Spec Grav./Density:     1.02 - 1.04                Solubility:     Completely soluble',
      ' Boiling Pt.:            212 F (approx.)            Freezing/Melting Pt.:    32 F (approx.)',
    );
    expect(properties.boiling_point_c).toBe(100);
    expect(properties.melting_point_c).toBe(0);
    expect(properties.density.value).toBe(1.02);
  });

  it('reads a bare number under a label that carries no unit as °C', () => {
    expect(propertiesOf('Initial boiling point and boiling      56.05 1013 hPa').boiling_point_c).toBe(56.05);
  });
});

describe('density', () => {
  it.each([
    ['0.789 g/cm³ (6.584 lbs/gal)', 0.789],
    ['1000 kg/m³ (1 g/cm³) at 15°C', 1],
    ['1,044.11 kg/m3 at 20 °C', 1.0441],
    ['700 - 760 g/l', 0.7],
    ['7.3 lb/gal', 0.8745],
    ['1,4 (acqua = 1)', 1.4],
    ['(Water = 1) 0.96', 0.96],
    ['0,996 g.cm3', 0.996],
  ])('reads "%s" as %p g/cm³', (printed, value) => {
    expect(parseDensity(printed)?.value).toBeCloseTo(value, 3);
  });

  it.each([
    ['a density relative to air', '2,448 (vzduch = 1) Těžší než vzduch.'],
    ['a density relative to air in Malay', '2,0 (udara = 1)'],
    ['a density relative to air in Russian', '2,0 (по воздуху)'],
    ['a density relative to air in Ukrainian', '2,0 (повітря = 1)'],
    ["a gas's own density", '0,0030 g/cm3 (0,187 lb/ft3) při 21 °C ( 70 °F)'],
    ['a bound', '<1000 kg/m³ (<1 g/cm³) @ 15℃'],
    ['a reference without a value', '(H2O = 1.0)'],
  ])('refuses %s', (_, printed) => {
    expect(parseDensity(printed)).toBeUndefined();
  });

  it("takes the relative density against water over a gas's density and its vapour density", () => {
    const density = propertiesOf(
      '(d) Hustota                     : 0,0030 g/cm3 (0,187 lb/ft3) při 21 °C ( 70 °F)',
      '(e) Relativní měrná hmotnost    : 1,6 (voda = 1)',
      'Relative vapour density        : 2,448 (air = 1)',
    ).density;
    expect(density).toMatchObject({ value: 1.6, unit: null });
  });

  it('reads degrees Celsius written with the Cyrillic letter С', () => {
    expect(propertiesOf('Flash point: -18 °С').flash_point_c).toBe(-18);
  });

  it('reads a density whose label carries the temperature and converts it to g/cm³', () => {
    expect(propertiesOf('Density at 20 °C (68 °F):      789 kg/m³').density).toMatchObject({
      value: 0.789,
      unit: 'g/cm³',
    });
    expect(propertiesOf('Masse volumique à 15°C          0.820').density).toMatchObject({ value: 0.82 });
  });

  it('reads a bulk density only when nothing else is given', () => {
    expect(propertiesOf('Bulk density     500 - 800 kg/m3').density).toMatchObject({ value: 0.5, max: 0.8 });
    expect(propertiesOf('Bulk density     500 kg/m3', 'Density      1.2 g/cm3').density.value).toBe(1.2);
  });
});

describe('pH', () => {
  it('keeps both ends of a range and passes over the condition', () => {
    expect(propertiesOf('Wartość pH      Od 6,5 do 7,8 w całym zakresie').ph).toMatchObject({
      value: 6.5,
      min: 6.5,
      max: 7.8,
    });
    expect(propertiesOf('d) pH-Wert                  8,5 - 9,5').ph).toMatchObject({ min: 8.5, max: 9.5 });
    expect(propertiesOf('pH (1 % solution)      9').ph.value).toBe(9);
    expect(propertiesOf('pH-Wert    : ca. 8,4').ph.value).toBe(8.4);
  });

  it('gives no value for a bound or a number outside 0–14', () => {
    expect(propertiesOf('pH     < 2').ph.value).toBeNull();
    expect(propertiesOf('pH     not applicable').ph).toMatchObject({ value: null, text: 'not applicable' });
  });
});

describe('vapour pressure units', () => {
  it.each([
    ['Vapour pressure: 233 hpa (20 °C)', 'hPa'],
    ['Vapour pressure: 24 KPA', 'kPa'],
    ['Vapor pressure: 185 mmHg at 20 °C', 'mmHg'],
  ])('%s is read in %s', (row, unit) => {
    expect(propertiesOf(row).vapor_pressure.unit).toBe(unit);
  });

  it('reads an odour that states no data as none', () => {
    expect(propertiesOf('Odour       Not available.').odor).toBeNull();
  });
});
