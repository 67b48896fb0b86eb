package com.ekino.neo4j.gatling.protocol

import scala.concurrent.duration._

/**
 * `neo4j.uri("neo4j://host:7687").credentials("neo4j", "secret").database("movies")`: the protocol, one setting per
 * method, the driver's own defaults where not set (pool 100, acquisition 60 s, no query timeout, fetch size 1,000).
 */
final case class Neo4jProtocolBuilder(protocol: Neo4jProtocol) {
  /**
   * `bolt://` (one server) or `neo4j://` (routing: a cluster, or a single server that routes to itself); `+s` encrypted
   * and verified against the JVM's trust store, `+ssc` encrypted with any certificate. Default `bolt://localhost:7687`.
   */
  def uri(uri: String): Neo4jProtocolBuilder = copy(protocol.copy(uri = uri))

  /** Basic auth. The password is never printed: the protocol shows as `Neo4jProtocol(uri as user db name)`. */
  def credentials(user: String, password: String): Neo4jProtocolBuilder =
    copy(protocol.copy(credentials = Some(user -> password)))

  /** The database every request uses unless it names its own (4.0 and later; the server's default otherwise). */
  def database(name: String): Neo4jProtocolBuilder = copy(protocol.copy(database = Some(name)))

  /** Connections per server (100), shared by the drivers of Gatling's event loops: each holds its share, rounded up. */
  def maxConnectionPoolSize(size: Int): Neo4jProtocolBuilder = copy(protocol.copy(maxPoolSize = size))

  def connectionTimeout(timeout: FiniteDuration): Neo4jProtocolBuilder =
    copy(protocol.copy(connectionTimeout = timeout))

  /**
   * How long a request waits for a connection of the pool before it fails (60 s). Zero (`Duration.Zero`) schedules no
   * timeout: a request waits as long as it takes, at most 100 waiting per pool (more are a KO at once), which saves the
   * injector's CPU at thousands of requests per second (driver 6 times every acquisition).
   */
  def connectionAcquisitionTimeout(timeout: FiniteDuration): Neo4jProtocolBuilder =
    copy(protocol.copy(acquisitionTimeout = timeout))

  /** The server ends a query (and its transaction) that runs longer: a KO with the server's message. */
  def queryTimeout(timeout: FiniteDuration): Neo4jProtocolBuilder = copy(protocol.copy(queryTimeout = Some(timeout)))

  /** Records pulled per batch (the driver's default 1,000; -1: all at once). */
  def fetchSize(records: Long): Neo4jProtocolBuilder = copy(protocol.copy(fetchSize = Some(records)))

  /**
   * Causal consistency: each virtual user's requests carry the bookmarks of its previous one, so a read sees that
   * user's earlier writes on any member of a cluster.
   */
  def bookmarksPerUser: Neo4jProtocolBuilder = copy(protocol.copy(bookmarks = true))

  def build: Neo4jProtocol = protocol
}

object Neo4jProtocolBuilder {
  val Default: Neo4jProtocolBuilder = Neo4jProtocolBuilder(Neo4jProtocol("bolt://localhost:7687", None, None,
      maxPoolSize = 100, connectionTimeout = 30.seconds, acquisitionTimeout = 60.seconds, queryTimeout = None,
      fetchSize = None, bookmarks = false))

  implicit def toNeo4jProtocol(builder: Neo4jProtocolBuilder): Neo4jProtocol = builder.build
}
