-- The two buckets the product uses: product images (public) and welcome-page videos (public).
INSERT INTO storage_buckets (id, public, allowed_mime_types, file_size_limit) VALUES
  ('product-images', true, ARRAY['image/png', 'image/jpeg', 'image/gif', 'image/webp'], 5242880),
  ('welcome-videos', true, ARRAY['video/mp4', 'video/webm', 'video/ogg'], 5242880)
ON CONFLICT (id) DO NOTHING;
