-- Live market updates: every change of the three spec tables is announced on the channel that
-- /api/events listens to (userId '*' = every signed-in person). Written by hand (drizzle-kit
-- does not model triggers).
CREATE OR REPLACE FUNCTION kairos_market_notify() RETURNS trigger AS $$
DECLARE
  rec record;
  kind text;
  label text;
  place text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'european_company_profiles' THEN
    kind := 'company'; label := rec.name; place := rec.location;
  ELSIF TG_TABLE_NAME = 'european_market_trends' THEN
    kind := 'trend'; label := rec.industry; place := rec.region;
  ELSE
    kind := 'opportunity'; label := rec.message; place := rec.region;
  END IF;
  PERFORM pg_notify('kairos_live', json_build_object(
    'name', 'market', 'userId', '*',
    'data', json_build_object('type', kind, 'op', lower(TG_OP), 'id', rec.id, 'label', left(label, 200), 'region', place,
                              'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  )::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER european_company_profiles_notify AFTER INSERT OR UPDATE OR DELETE ON european_company_profiles
  FOR EACH ROW EXECUTE FUNCTION kairos_market_notify();
--> statement-breakpoint
CREATE TRIGGER european_market_trends_notify AFTER INSERT OR UPDATE OR DELETE ON european_market_trends
  FOR EACH ROW EXECUTE FUNCTION kairos_market_notify();
--> statement-breakpoint
CREATE TRIGGER european_opportunity_signals_notify AFTER INSERT OR UPDATE OR DELETE ON european_opportunity_signals
  FOR EACH ROW EXECUTE FUNCTION kairos_market_notify();
