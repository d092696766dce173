-- Issue 36: the link between a store node and central, as each side last saw it. Local on both
-- sides (never replicated): at a store node one row, link 'central'; at central one row per store
-- node's up subscription (kiosk_up_<store>). Kept so a restart still knows since when a link is
-- down and through when central confirmed the store's changes.
CREATE TABLE node_link_state (
  link text PRIMARY KEY,
  -- when the link was last seen up
  last_up_at timestamptz,
  -- (store node) the moment through which central has confirmed every change of this store
  confirmed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
