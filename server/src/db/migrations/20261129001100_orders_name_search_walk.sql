-- Issue 34, orders search by a customer's name (bench/HISTORY.md, "Orders search" run 7).
-- The orders that carry a customer, newest first: a name search counts a common name among the
-- newest of them, walked off this index and stopping at the count's cap, where the trigram bitmap
-- read every match first (OrderSearchRepository.nameCount). Only orders with a customer enter it.
CREATE INDEX orders_with_customer_list_idx ON orders (created_at DESC, id DESC) WHERE customer IS NOT NULL;

-- How often the searched name occurs. The trigram index is partial, so the planner does not use
-- its expression's statistics and took any name for 5 matches in 1,000,000 (a common name's page
-- then sorted all 50,000 of its matches); these statistics give it the name's frequency, so a
-- common name's page is read off the list's index newest first and a rare one off the trigrams.
CREATE STATISTICS orders_customer_name_stats ON (
  lower(coalesce(customer ->> 'firstName', '') || ' ' || coalesce(customer ->> 'familyName', ''))
) FROM orders;
-- The same for the phone and T.C. Kimlik searches (partial indexes too): without them the planner
-- took a number for 250 of the orders with a customer and walked the index above newest first
-- through all of them (0.5-0.8 s on the bench) instead of the number's own index.
CREATE STATISTICS orders_customer_phone_stats ON (right(regexp_replace(customer ->> 'phone', '\D', '', 'g'), 10))
  FROM orders;
CREATE STATISTICS orders_customer_tckn_stats ON ((customer ->> 'tcKimlikNo')) FROM orders;
ANALYZE orders;
