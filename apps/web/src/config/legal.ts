/**
 * Values the legal texts fill in. Left unset, the texts show `[Effective Date]` and
 * `[Jurisdiction]` so the shop owner sees what counsel still has to decide (spec section 1).
 */
export interface LegalConfig {
  effectiveDate?: string;
  jurisdiction?: string;
}

export const legal: LegalConfig = {};

export const LEGAL_PLACEHOLDERS = {
  effectiveDate: '[Effective Date]',
  jurisdiction: '[Jurisdiction]',
} as const;
