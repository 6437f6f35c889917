import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { contextFor } from './text-document.js';

const supplierOf = (...lines: string[]) => {
  const ctx = contextFor(['1. Identification', ...lines, '2. Hazards identification']);
  return { name: extractIdentification(ctx).supplier_name, ctx };
};

describe('the supplier of sub-section 1.3', () => {
  it('takes the company line under a numbered heading whose title is not a known label, without its address', () => {
    const { name, ctx } = supplierOf(
      '1.3 Nærmere oplysninger om leverandøren af sikkerhedsdatabladet',
      'Nordmaling Group Oy, Kaarikatu 3, FI-00370 HELSINKI, FINLAND. Tel. +358 9 000 000.',
      '1.4 Nødtelefon',
    );
    expect(name).toBe('Nordmaling Group Oy');
    expect(ctx.evidence['product_identification.supplier_name']?.confidence).toBeGreaterThan(0.6);
  });

  it('takes the company beside a label no module knows, not the label', () => {
    expect(
      supplierOf(
        '1.3 Details of the supplier of the safety data sheet',
        'Lieferfirma    Exempla Chemie GmbH',
        'Musterweg 1, 12345 Musterstadt',
        '1.4 Emergency telephone number',
      ).name,
    ).toBe('Exempla Chemie GmbH');
  });

  it('ends the company at a Chinese, Japanese or Korean legal form before the address', () => {
    expect(
      supplierOf(
        '製造者、輸入者或供應者名稱、地址及電話：示例化學股份有限公司，桃園市示例區示例路1號，(03)555-1234',
      ).name,
    ).toBe('示例化學股份有限公司');
    expect(
      supplierOf(
        '1.3 Details of the supplier of the safety data sheet',
        '示例化学株式会社',
        '東京都千代田区1-1-1',
      ).name,
    ).toBe('示例化学株式会社');
  });

  it('reads a row whose label names the supplier in any position ("Valmistaja tai toimittaja")', () => {
    expect(
      supplierOf(
        '1.3 Käyttöturvallisuustiedotteen toimittajan tiedot',
        'Valmistaja tai toimittaja: Inkline Corporation',
        'Osoite: No. 1, Sec. 4, Road, Taipei',
      ).name,
    ).toBe('Inkline Corporation');
  });

  it('reads the value beside a wrapped numbered heading, not the address beside its continuation', () => {
    expect(
      supplierOf(
        '    1.3. Informazioni sul          : Gas Tecnici Italia Srl',
        '    fornitore della scheda di        Via Roma 1',
        '    dati di sicurezza                Tel +39 000 000000',
        '    1.4. Numero telefonico di      : +39 000 000001',
      ).name,
    ).toBe('Gas Tecnici Italia Srl');
  });

  it('takes the first column when two entities are printed side by side', () => {
    expect(
      supplierOf(
        'Details of the Supplier of the Safety Data Sheet',
        'Medica Inc                                                    Medica Ltd',
        ' 235 East Street                                              Harbour Road',
      ).name,
    ).toBe('Medica Inc');
  });

  it('accepts a company name in a script without letter case', () => {
    expect(supplierOf('供給者                ケミカル株式会社', '〒141-0032 東京都').name).toBe(
      'ケミカル株式会社',
    );
  });
});

describe('the supplier without a usable label', () => {
  it('takes the company below a supplier label whose value is a country heading', () => {
    const { name } = supplierOf(
      '  Supplier                   : AUSTRALIA',
      'Example Home (Hygiene) Australia Pty Ltd',
      '680 Example Street, Sydney NSW 2000',
      'NEW ZEALAND',
      'Example Home (Hygiene) New Zealand Limited',
    );
    expect(name).toBe('Example Home (Hygiene) Australia Pty Ltd');
  });

  it('keeps a value beside its label that is not a country heading', () => {
    expect(supplierOf('Supplier: Acme Chemicals', 'Beta Trading Ltd', 'Harbour Road 1').name).toBe(
      'Acme Chemicals',
    );
  });

  it('takes an unlabelled line that is only a company name, with little confidence', () => {
    const { name, ctx } = supplierOf(
      'Beispielprodukt für Schaben',
      'Relevante identifizierte Verwendungen: Monitorklebefläche',
      'Beispiel GmbH,',
      'Musterstr. 1 h, D-40000 Neuss.',
      'Tel: +49 (0) 2131 00 00 00',
    );
    expect(name).toBe('Beispiel GmbH');
    expect(ctx.evidence['product_identification.supplier_name']?.confidence).toBe(0.5);
  });

  it('takes an unlabelled company from the letterhead before section 1', () => {
    const ctx = contextFor([
      'Käyttöturvallisuustiedote',
      'Esimerkki Corporation',
      'Osoite: No 1, Sec 4, Road,',
      '1. TUOTETIEDOT',
      'Tuotteen nimi: EX Inks -musteet',
      '2. KOOSTUMUS/TIEDOT AINESOSISTA',
    ]);
    const identification = extractIdentification(ctx);
    expect(identification.supplier_name).toBe('Esimerkki Corporation');
    expect(identification.product_name).toBe('EX Inks -musteet');
  });

  it('does not take a sentence that merely mentions a company form', () => {
    expect(supplierOf('Use only as directed by the company.', 'Product use: cleaning').name).toBeNull();
  });
});

describe('the supplier beside table headers and addresses', () => {
  it('does not take the header row of an importer table for the company', () => {
    const { name } = supplierOf(
      '1.3    Details of the supplier of the safety data sheet',
      'Example Manufacturing, Inc.',
      '25225 Example Rd.',
      'Importer',
      'Name                 Street          Postal code/city      Telephone',
      '1.4    Emergency telephone number',
    );
    expect(name).toBe('Example Manufacturing, Inc.');
  });

  it('cuts a postcode glued to the legal form', () => {
    expect(supplierOf('Manufacturer: Beispiel Chemie SE 67056 Ludwigshafen').name).toBe('Beispiel Chemie SE');
  });
});

describe('the supplier named only in a copyright notice', () => {
  it.each([['©,2017, Example Company'], ['Copyright (c) 2019-2020 Example Company'], ['© Example Company']])(
    'reads the company of %j in the letterhead',
    (notice) => {
      const ctx = contextFor([
        'Ficha de Informações de Segurança de Produtos Químicos',
        notice,
        'Direitos autorais reservados',
        '1 IDENTIFICACAO',
        'Nome do produto',
        'ADESIVO EXEMPLO',
        '2 IDENTIFICACAO DOS PERIGOS',
      ]);
      expect(extractIdentification(ctx).supplier_name).toBe('Example Company');
    },
  );

  it('does not take the notice’s next lines for the address', () => {
    const ctx = contextFor([
      '© 2017, Example Company',
      'Direitos autorais reservados',
      '1 IDENTIFICACAO',
      'Nome do produto: ADESIVO EXEMPLO',
      'Endereço:           Rodovia Exemplo, Km 110',
      '2 IDENTIFICACAO DOS PERIGOS',
    ]);
    expect(extractIdentification(ctx).supplier_address).toBe('Rodovia Exemplo, Km 110');
  });
});

describe('a supplier block whose label stands beside the town', () => {
  it('takes the company above the label, not the town beside it, and keeps the town in the address', () => {
    const ctx = contextFor([
      'SECTION 1   PRODUCT AND COMPANY IDENTIFICATION',
      'Trade Name:             Granular Blend',
      'Exemplar Minerals Company',
      '200 Harbor Drive, Suite 10',
      'Company Information:                       Springfield, IL 62701',
      'SECTION 2   HAZARD IDENTIFICATION',
    ]);
    const identification = extractIdentification(ctx);
    expect(identification.supplier_name).toBe('Exemplar Minerals Company');
    expect(identification.supplier_address).toBe('200 Harbor Drive, Suite 10, Springfield, IL 62701');
  });

  it('ends the company at its legal form when a dash and the street follow', () => {
    expect(supplierOf('Manufacturer information        Esempio Lubrificanti SpA - Via Roma 12').name).toBe(
      'Esempio Lubrificanti SpA',
    );
  });

  it('reads a French "Fournie par" row', () => {
    expect(
      supplierOf(
        '1.3 Détails du fournisseur de la fiche signalétique',
        '            Fournie par :      Exemple Biologique',
        '1910 Rue Principale',
      ).name,
    ).toBe('Exemple Biologique');
  });
});

describe('the address block around the company', () => {
  it("passes over the company's registration number inside the address", () => {
    const ctx = contextFor([
      '1. Identification of the material and supplier',
      '  Product name               : Oven Foam',
      '  Supplier                   : AUSTRALIA',
      'Exemplar Home Care Pty Ltd',
      'ABN: 12 345 678 901',
      '10 Harbour Street, Sydney NSW 2000',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).supplier_address).toBe('10 Harbour Street, Sydney NSW 2000');
  });

  it('reads a Spanish "Domicilio" and the town on the line below', () => {
    const ctx = contextFor([
      'SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO QUÍMICO',
      '    Nombre del proveedor          :  Ejemplo Química S.A.',
      '    Domicilio                     :  Avenida Central 100, Piso 3',
      'Monterrey NL 64000',
      '    Teléfono                      :  (81) 5555-0000',
      'SECCIÓN 2. IDENTIFICACIÓN DE LOS PELIGROS',
    ]);
    expect(extractIdentification(ctx).supplier_address).toBe(
      'Avenida Central 100, Piso 3, Monterrey NL 64000',
    );
  });
});
