#!/bin/sh
# First start: a new cluster with the role `kiosk` (password KIOSK_DB_PASSWORD) owning the database
# `kiosk`, password sign-in over the network. Then Postgres runs as this container's process.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${KIOSK_DB_PASSWORD:?set KIOSK_DB_PASSWORD}"
  initdb -D "$PGDATA" -U postgres --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  password=$(printf '%s' "$KIOSK_DB_PASSWORD" | sed "s/'/''/g")
  postgres --single -D "$PGDATA" postgres <<SQL
CREATE ROLE kiosk LOGIN PASSWORD '$password';
CREATE DATABASE kiosk OWNER kiosk;
SQL
fi
exec postgres -D "$PGDATA"
