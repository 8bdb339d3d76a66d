-- Trigram matching for typo-tolerant catalogue search; available on PostgreSQL 15 and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
