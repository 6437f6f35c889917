import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { fold } from '../text.js';
import { findLabelled, type LabelledValue } from './labels.js';

type Identification = LayoutA['product_identification'];

const PRODUCT_NAME = [
  'product name',
  'trade name',
  'product identifier',
  'material name',
  'product description',
  'commercial name',
  'handelsname',
  'produktname',
  'produktbezeichnung',
  'bezeichnung',
  'nom du produit',
  'nom commercial',
  'identificateur de produit',
  'nombre del producto',
  'nombre comercial',
  'identificador del producto',
  'nome do produto',
  'nome comercial',
  'identificador do produto',
  'nome commerciale',
  'nome del prodotto',
  'identificatore del prodotto',
  'handelsnaam',
  'productnaam',
  'productidentificatie',
  'product identificatie',
  'nazwa handlowa',
  'nazwa produktu',
  'identyfikator produktu',
  'obchodni nazev',
  'nazev vyrobku',
  'identifikator vyrobku',
  'obchodny nazov',
  'nazov vyrobku',
  'identifikator produktu',
  'kereskedelmi nev',
  'termeknev',
  'termekazonosito',
  'handelsnavn',
  'produktnavn',
  'produktidentifikator',
  'kauppanimi',
  'tuotenimi',
  'tuotetunniste',
  'ticari ad',
  'urun adi',
  'urun tanimlayicisi',
  'product',
  'produto',
  'producto',
  'produit',
  'prodotto',
  'produkt',
  '製品名',
  '产品名称',
  'اسم المنتج',
];
const SUPPLIER = [
  'manufacturer',
  'supplier',
  'company name',
  'company',
  'distributor',
  'importer',
  'responsible party',
  'hersteller',
  'lieferant',
  'firma',
  'inverkehrbringer',
  'fournisseur',
  'fabricant',
  'societe',
  'proveedor',
  'fabricante',
  'empresa',
  'fornecedor',
  'fornitore',
  'produttore',
  'leverancier',
  'fabrikant',
  'dostawca',
  'producent',
  'dodavatel',
  'vyrobce',
  'szallito',
  'gyarto',
  'forgalmazo',
  'leverandor',
  'toimittaja',
  'valmistaja',
  'tedarikci',
  'uretici',
  '会社名',
  'المورد',
];
const EMERGENCY = [
  'emergency',
  'notruf',
  "numero d'appel d'urgence",
  'urgence',
  'emergencia',
  'emergencia',
  'emergenza',
  'noodnummer',
  'alarmowy',
  'nouzov',
  'nudzov',
  'surgossegi',
  'nodtelefon',
  'hataanumero',
  'acil',
];
const PHONE = ['telephone', 'phone', 'tel', 'telefon', 'telefone', 'telefono', 'puhelin'];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const UFI = /\bUFI\s*[:：]?\s*([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\b/;

function isName(value: string): boolean {
  const folded = fold(value);
  return (
    value.length >= 2 &&
    value.length <= 120 &&
    /\p{L}/u.test(value) &&
    !/^(not|n\/a|none|see |siehe)/.test(folded)
  );
}

function isPhone(value: string): boolean {
  return /\+?\d[\d\s().\-/]{5,}\d/.test(value);
}

function phoneOf(found: LabelledValue | undefined): string | null {
  const printed = found ? /\+?\(?\d[\d\s().\-/]{5,}\d\)?/.exec(found.value)?.[0] : undefined;
  if (!printed) return null;
  // A trailing note such as "(24 h)" is not part of the number.
  const open = printed.lastIndexOf('(');
  const balanced = open > printed.lastIndexOf(')') ? printed.slice(0, open) : printed;
  return balanced.trim();
}

export function extractIdentification(ctx: ExtractionContext): Identification {
  const lines = ctx.section(1).length > 0 ? ctx.section(1) : ctx.doc.lines.slice(0, 60);
  const path = 'product_identification';
  const productName = findLabelled(lines, PRODUCT_NAME, isName);
  const supplier = findLabelled(lines, SUPPLIER, isName);
  const emergency = findLabelled(lines, EMERGENCY, isPhone);
  const phone = findLabelled(lines, PHONE, isPhone);
  const emailLine = lines.find((line) => EMAIL.test(line.text));
  const ufiLine = ctx.doc.lines.find((line) => UFI.test(line.text));

  if (productName) ctx.note(`${path}.product_name`, productName.line, 0.85);
  if (supplier) ctx.note(`${path}.supplier_name`, supplier.line, 0.75);
  if (emergency) ctx.note(`${path}.emergency_phone`, emergency.line, 0.8);
  if (phone) ctx.note(`${path}.supplier_phone`, phone.line, 0.7);
  if (emailLine) ctx.note(`${path}.supplier_email`, emailLine, 0.9);
  if (ufiLine) ctx.note(`${path}.ufi`, ufiLine, 0.95);

  return {
    product_name: productName?.value ?? null,
    product_code: null,
    recommended_use: null,
    restrictions_on_use: null,
    supplier_name: supplier?.value ?? null,
    supplier_address: null,
    supplier_phone: phoneOf(phone),
    supplier_email: emailLine ? (EMAIL.exec(emailLine.text)?.[0] ?? null) : null,
    emergency_phone: phoneOf(emergency),
    ufi: ufiLine ? (UFI.exec(ufiLine.text)?.[1] ?? null) : null,
  };
}
