package traversalperfs.server.conf

/**
 * The settings the lab sets on every server it starts, whatever a user's neo4j.conf says: where the store lives, where
 * the server listens (127.0.0.1, on ports the lab picks), no authentication, the extension's mount. Named in every
 * version's words (2.x's `org.neo4j.server.*`, 3.x and 4.x's `dbms.*`, 5.x's `server.*`).
 */
object OwnedSettings {
  /** A connector's settings that place it, not those that tune it (its thread pool is the user's). */
  private val ConnectorPlacing = Set("enabled", "listen_address", "advertised_address", "address", "tls_level", "type")

  private val Rules: Seq[(String => Boolean, String)] = Seq(
    (n => n.contains(".directories.") || n == "org.neo4j.server.database.location" || n.endsWith("rrdb.location"),
      "the store's directories"),
    (n =>
        n.endsWith("default_listen_address") || n.endsWith("default_advertised_address") ||
          n.startsWith("org.neo4j.server.webserver.") ||
          (Seq("dbms.connector.", "server.http.", "server.https.", "server.bolt.").exists(n.startsWith) &&
            ConnectorPlacing.contains(n.substring(n.lastIndexOf('.') + 1))),
      "addresses and ports: 127.0.0.1, on ports it picks"),
    (n => n.startsWith("dbms.security.auth_"), "authentication: its servers run without"),
    (n => n.endsWith("unmanaged_extension_classes") || n == "org.neo4j.server.thirdparty_jaxrs_classes",
      "the extension's mount"))

  /** What of the lab's own the setting `name` is, if it is. */
  def of(name: String): Option[String] = Rules.collectFirst { case (owned, what) if owned(name) => what }
}
