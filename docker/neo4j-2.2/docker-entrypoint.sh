#!/bin/bash -eu
# Writes the 2.2 server configuration from the environment, sets the password like the official 2.3 image
# (first start on 127.0.0.1, POST /user/neo4j/password), then runs the server in the foreground.
[ "${1:-neo4j}" == "neo4j" ] || exec "$@"
cd /var/lib/neo4j

auth_enabled=true
case "${NEO4J_AUTH:-}" in
  none) auth_enabled=false ;;
  neo4j/*) password="${NEO4J_AUTH#neo4j/}" ;;
  *) echo "Invalid value for NEO4J_AUTH: set neo4j/<password> or none"; exit 1 ;;
esac

write_config() {
  cat > conf/neo4j.properties <<PROPERTIES
dbms.pagecache.memory=${NEO4J_CACHE_MEMORY:-512M}
PROPERTIES
  cat > conf/neo4j-server.properties <<PROPERTIES
org.neo4j.server.database.location=/data/graph.db
org.neo4j.server.webserver.address=$1
org.neo4j.server.webserver.port=7474
org.neo4j.server.webserver.https.enabled=false
org.neo4j.server.db.tuning.properties=conf/neo4j.properties
org.neo4j.server.webadmin.rrdb.location=/data/rrd
org.neo4j.server.thirdparty_jaxrs_classes=${NEO4J_THIRDPARTY_JAXRS_CLASSES:-}
dbms.security.auth_enabled=${auth_enabled}
dbms.security.auth_store.location=/data/dbms/auth
PROPERTIES
}

heap="${NEO4J_HEAP_MEMORY:-512}m"
server=(java "-Xms${heap}" "-Xmx${heap}" -Dorg.neo4j.server.properties=conf/neo4j-server.properties
        -cp "lib/*:/plugins/*" org.neo4j.server.Bootstrapper)

if [ "${auth_enabled}" == "true" ] && [ ! -f /data/dbms/auth ]; then
  write_config 127.0.0.1
  "${server[@]}" & pid=$!
  until curl --silent --output /dev/null http://127.0.0.1:7474/db/data/; do sleep 1; done
  curl --fail --silent --show-error --user neo4j:neo4j --header 'Content-Type: application/json' \
    --data "{\"password\": \"${password}\"}" http://127.0.0.1:7474/user/neo4j/password > /dev/null
  kill "${pid}" && wait "${pid}" || true
fi

write_config 0.0.0.0
exec "${server[@]}"
