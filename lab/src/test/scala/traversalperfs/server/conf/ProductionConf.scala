package traversalperfs.server.conf

import java.nio.file.{Files, Path}

/**
 * A 4.4 production neo4j.conf, as a user brings it: its heap and page cache, its query log, a tuning setting 5.0
 * renamed, a setting no version knows, a clustering one (Enterprise), an address the lab owns, APOC's settings and a
 * JVM option. The fates the tests assert are those its lines get on 4.4.48 and 5.26.30.
 */
object ProductionConf {
  val Lines: Seq[String] = Seq(
    "# production, 4.4",
    "dbms.memory.heap.initial_size=600m",
    "dbms.memory.heap.max_size=600m",
    "dbms.memory.pagecache.size=40m",
    "dbms.logs.query.enabled=INFO",
    "dbms.logs.query.threshold=0",
    "dbms.tx_log.rotation.retention_policy=1 days",
    "dbms.no_such.setting=42",
    "causal_clustering.minimum_core_cluster_size_at_formation=3",
    "dbms.connector.bolt.listen_address=0.0.0.0:7687",
    "apoc.import.file.enabled=true",
    "dbms.jvm.additional=-XX:+UseG1GC")

  def write(folder: Path): Path = {
    Files.createDirectories(folder)
    Files.writeString(folder.resolve("neo4j.conf"), Lines.mkString("", "\n", "\n"))
  }
}
