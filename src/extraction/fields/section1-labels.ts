/** Labels of section 1 fields, shared by the product name and the supplier readers. */

/** Labels of neighbouring fields: a "value" that starts with one of them is the next label, not a name. */
export const OTHER_LABELS =
  /^(?:address|adresse|adres|direccion|endereco|indirizzo|anschrift|street|strasse|tel|phone|fax|e-?mail|web|www|http|postfach|p\.?o\.? box|company|manufacturer|supplier|name|recommended|relevant|identified|use|uses|details|product (form|type|use|code|number)|chemical (name|family)|synonym|cas|ec |index|reach|registration|article|artikel|version|revision|date|section|sds|msds|page|emergency|not |n\/a|none|see |siehe|voir|ver |mixture|substance)(?![a-z])/;
