/* global document */
/**
 * The nine GHS pictograms drawn here as simple SVG (a black symbol in a white diamond with a red
 * border, as UN GHS Annex 3 describes them); recognisable, not a copy of the official artwork.
 */
const SYMBOLS = {
  // Exploding bomb: a bomb with its fuse, fragments flying off.
  GHS01:
    '<circle cx="44" cy="58" r="11"/><path d="M51 49 L57 41" stroke="#000" stroke-width="3"/>' +
    '<path d="M60 36 l3 -7 l2 7 l7 -2 l-5 5 l6 4 l-8 0 z"/><rect x="62" y="52" width="7" height="4" transform="rotate(25 65 54)"/>' +
    '<rect x="30" y="36" width="6" height="4" transform="rotate(-30 33 38)"/><rect x="56" y="66" width="6" height="4"/>',
  // Flame over a bar.
  GHS02:
    '<path d="M50 27 C59 38 66 46 62 58 C60 65 55 69 50 69 C43 69 37 64 38 55 C39 48 45 46 44 37 C49 41 51 46 50 52 C54 47 55 38 50 27 Z"/>' +
    '<rect x="35" y="71" width="30" height="4"/>',
  // Flame over a circle.
  GHS03:
    '<circle cx="50" cy="63" r="9" fill="none" stroke="#000" stroke-width="4"/>' +
    '<path d="M50 27 C56 34 59 40 56 47 C55 50 53 52 50 52 C46 52 43 49 44 44 C45 40 48 38 47 33 C50 36 51 40 50 43 C53 40 54 34 50 27 Z"/>' +
    '<rect x="37" y="74" width="26" height="3"/>',
  // Gas cylinder lying on its side.
  GHS04:
    '<rect x="30" y="46" width="36" height="15" rx="7.5" transform="rotate(-15 48 53)"/>' +
    '<rect x="64" y="44" width="8" height="7" transform="rotate(-15 68 47)"/>',
  // Corrosion: two tubes pouring onto a surface and a hand.
  GHS05:
    '<rect x="30" y="30" width="7" height="18" transform="rotate(-35 33 39)"/><rect x="60" y="30" width="7" height="18" transform="rotate(35 63 39)"/>' +
    '<circle cx="40" cy="54" r="2.5"/><circle cx="60" cy="54" r="2.5"/><circle cx="40" cy="61" r="2"/><circle cx="60" cy="61" r="2"/>' +
    '<rect x="28" y="68" width="20" height="4"/><path d="M54 68 h16 v4 h-5 l-3 3 l-3 -3 h-5 z"/>',
  // Skull and crossbones.
  GHS06:
    '<path d="M34 72 L66 56 M34 56 L66 72" stroke="#000" stroke-width="5" stroke-linecap="round"/>' +
    '<circle cx="50" cy="42" r="13"/><rect x="43" y="50" width="14" height="8" rx="2"/>' +
    '<circle cx="45" cy="42" r="3.5" fill="#fff"/><circle cx="55" cy="42" r="3.5" fill="#fff"/>',
  // Exclamation mark.
  GHS07: '<rect x="45.5" y="28" width="9" height="29" rx="2"/><circle cx="50" cy="66" r="5"/>',
  // Health hazard: a person with a star-shaped burst on the chest.
  GHS08:
    '<circle cx="50" cy="30" r="6"/><path d="M36 74 C36 52 40 40 50 40 C60 40 64 52 64 74 Z"/>' +
    '<path d="M50 47 l2.5 6 l6 -1.5 l-4 5 l4 5 l-6 -1.5 l-2.5 6 l-2.5 -6 l-6 1.5 l4 -5 l-4 -5 l6 1.5 z" fill="#fff"/>',
  // Environment: a bare tree and a dead fish on the ground.
  GHS09:
    '<path d="M36 66 V40 M36 48 L28 40 M36 46 L44 36 M36 56 L30 50" stroke="#000" stroke-width="3" fill="none"/>' +
    '<ellipse cx="56" cy="62" rx="10" ry="5"/><path d="M65 62 L73 56 L73 68 Z"/><rect x="26" y="70" width="50" height="3"/>',
};

export function isPictogramCode(code) {
  return Object.hasOwn(SYMBOLS, code);
}

/** The pictogram as an inline SVG element, hidden from screen readers (the text beside it names it). */
export function pictogramSvg(code) {
  const template = document.createElement('template');
  template.innerHTML =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="56" height="56" aria-hidden="true" focusable="false" class="pictogram">' +
    '<polygon points="50,4 96,50 50,96 4,50" fill="#fff" stroke="#d40000" stroke-width="7" stroke-linejoin="round"/>' +
    `<g fill="#000">${SYMBOLS[code] ?? ''}</g></svg>`;
  return template.content.firstElementChild;
}
