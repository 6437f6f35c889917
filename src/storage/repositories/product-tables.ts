/** Row types of the products tables (migration 0009_products). Timestamps are ISO 8601 text. */

export interface ProductsTable {
  id: string;
  /** The tenant: a product belongs to the API key whose extractions describe it. */
  api_key_id: string;
  supplier_key: string;
  product_key: string;
  /** The product name normalised like the keys, for the name filter (products keyed by code have one too). */
  name_key: string;
  supplier_name: string | null;
  product_name: string | null;
  product_code: string | null;
  /** The extraction that made the product known (tells a batch which products it brought). */
  first_extraction_id: string;
  created_at: string;
  updated_at: string;
}

export interface ProductDocumentsTable {
  extraction_id: string;
  product_id: string;
  api_key_id: string;
  batch_id: string | null;
  /** The blob reference of the file (`sha256:…`): the same file sent again has the same one. */
  content_hash: string;
  /** `revision`, `variant` or `duplicate`. */
  role: string;
  /** The revision a variant belongs to, or the document a duplicate repeats. */
  related_extraction_id: string | null;
  /** For a revision newer than one already known when it was linked: the document it was compared with. */
  revision_of: string | null;
  regulatory_changes: number | null;
  revision_date: string | null;
  version: string | null;
  language: string | null;
  uploaded_at: string;
}

export interface ProductTables {
  products: ProductsTable;
  product_documents: ProductDocumentsTable;
}
