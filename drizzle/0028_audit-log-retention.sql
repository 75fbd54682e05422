-- The audit log stays append-only, with one exception (decision 047): the daily prune job may
-- delete entries older than the retention period it names, inside its own transaction, by setting
-- clinic.audit_retention_cutoff there. Any other UPDATE, DELETE or TRUNCATE is still refused.
CREATE OR REPLACE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := nullif(current_setting('clinic.audit_retention_cutoff', true), '');
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND OLD."at" < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
