-- Issue 34, orders back office: the list's search and filters, each indexed, and every status
-- change of an order in order_status_history (written by a trigger, so no writer can forget it).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Filters (newest first within each): store, channel, payment method, staff (who opened it).
CREATE INDEX orders_store_list_idx ON orders (store_id, created_at DESC) WHERE store_id IS NOT NULL;
CREATE INDEX orders_channel_list_idx ON orders (channel, created_at DESC);
CREATE INDEX orders_method_list_idx ON orders (payment_method, created_at DESC);
CREATE INDEX orders_staff_list_idx ON orders (created_by_user_id, created_at DESC)
  WHERE created_by_user_id IS NOT NULL;

-- Search: queue number, amount (total in kuruş), the customer's name (any part, trigrams), phone
-- (its last 10 digits) and T.C. Kimlik No. The queries repeat these expressions exactly.
CREATE INDEX orders_queue_list_idx ON orders (reference_number, created_at DESC);
CREATE INDEX orders_total_list_idx ON orders (total_minor, created_at DESC);
CREATE INDEX orders_customer_name_trgm_idx ON orders USING gin (
  lower(coalesce(customer ->> 'firstName', '') || ' ' || coalesce(customer ->> 'familyName', '')) gin_trgm_ops
) WHERE customer IS NOT NULL;
CREATE INDEX orders_customer_phone_idx ON orders (right(regexp_replace(customer ->> 'phone', '\D', '', 'g'), 10))
  WHERE customer IS NOT NULL;
CREATE INDEX orders_customer_tckn_idx ON orders ((customer ->> 'tcKimlikNo')) WHERE customer IS NOT NULL;

-- The terminal's numbers: sale number (each part's, and the order's document), document and
-- invoice number, card authorization code.
CREATE INDEX order_pos_details_sale_no_idx ON order_pos_details (upper(pos_sale_number));
CREATE INDEX order_pos_details_document_no_idx ON order_pos_details (upper(document_no));
CREATE INDEX order_pos_details_invoice_no_idx ON order_pos_details (upper(invoice_no));
CREATE INDEX order_payment_details_auth_idx ON order_payment_details (upper(authorization_code));
CREATE INDEX payment_attempts_sale_no_idx ON payment_attempts (upper(result ->> 'SaleNumber'))
  WHERE result IS NOT NULL;

-- Who moved an order to a status: a staff account, a kiosk, or the system (via says how: payment,
-- timeout, kitchen, back_office, till, kiosk). A writer names the actor for its transaction with
-- set_config('app.actor', '{"kind":"user","user_id":...,"label":...,"via":...}', true); absent, the
-- change is the system's. An order's creation is recorded from its own row (its cashier or kiosk).
CREATE TABLE order_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'kiosk', 'system')),
  actor_user_id uuid,
  actor_kiosk_id uuid,
  actor_label text,
  via text
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

CREATE FUNCTION order_status_history_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    actor := CASE
      WHEN NEW.created_by_user_id IS NOT NULL THEN
        jsonb_build_object('kind', 'user', 'user_id', NEW.created_by_user_id, 'via', NEW.channel)
      WHEN NEW.kiosk_id IS NOT NULL THEN
        jsonb_build_object('kind', 'kiosk', 'kiosk_id', NEW.kiosk_id, 'label', NEW.kiosk_device_id, 'via', 'kiosk')
      ELSE '{}'::jsonb END;
  ELSE
    actor := coalesce(nullif(current_setting('app.actor', true), '')::jsonb, '{}'::jsonb);
  END IF;
  INSERT INTO order_status_history (order_id, from_status, to_status, actor_kind, actor_user_id,
    actor_kiosk_id, actor_label, via)
  VALUES (NEW.id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END, NEW.status,
    coalesce(actor ->> 'kind', 'system'), (actor ->> 'user_id')::uuid, (actor ->> 'kiosk_id')::uuid,
    actor ->> 'label',
    coalesce(actor ->> 'via', CASE WHEN NEW.status IN ('paid', 'payment_failed') THEN 'payment'
      WHEN NEW.status = 'abandoned' THEN 'timeout' END));
  RETURN NULL;
END $$;

CREATE TRIGGER order_status_history_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_history_track();
CREATE TRIGGER order_status_history_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_status_history_track();
