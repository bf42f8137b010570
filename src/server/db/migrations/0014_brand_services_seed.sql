-- The three branding services exist from the start, each 'registered' (spec 02 §4).
INSERT INTO "brand_services" ("key", "status") VALUES
  ('automated_document_branding', 'registered'),
  ('cross_platform_asset_sync', 'registered'),
  ('social_media_compliance', 'registered')
ON CONFLICT ("key") DO NOTHING;
