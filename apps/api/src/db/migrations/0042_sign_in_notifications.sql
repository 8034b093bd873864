-- Every change to what a session check answers (a session ended, a user's record, roles or driver
-- link, a company or its plan features) is announced on 'sign_in_changed' when its transaction
-- commits, so every API process drops what it cached of it (decision 0229). Payload: 'u:<user id>'
-- or 'c:<company id>'. PostgreSQL sends one of each payload per transaction, however many rows.
CREATE FUNCTION notify_sign_in_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> key_column; END IF;
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> key_column; END IF;
  IF old_key IS NOT NULL THEN PERFORM pg_notify('sign_in_changed', kind || ':' || old_key); END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN
    PERFORM pg_notify('sign_in_changed', kind || ':' || new_key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_sign_in_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER user_roles_sign_in_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER drivers_sign_in_change AFTER INSERT OR UPDATE OF is_active, user_id OR DELETE ON drivers
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_sign_in_change AFTER UPDATE OF revoked_at, expires_at OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER companies_sign_in_change AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('c', 'id');
--> statement-breakpoint
CREATE TRIGGER company_features_sign_in_change AFTER INSERT OR UPDATE OR DELETE ON company_features
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_change('c', 'company_id');
