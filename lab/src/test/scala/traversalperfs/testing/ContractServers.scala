package traversalperfs.testing

import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersions, ServerSettings}

import java.nio.file.Path
import java.util.concurrent.ConcurrentHashMap

/**
 * One server per version for the extension's two contracts (the traversal's `PluginOnNeo4jContract`, the permissions'
 * `PermissionsOnNeo4jContract`): both test the same jar on the same version with the same settings, so the second finds
 * the first's server running instead of starting its own (a start is most of a contract's time on 2 cores, and its CPU
 * is taken from the other lane). Each contract's line takes its version's lock ([[ContractServers]]'s names,
 * `@ResourceLock`): the two never use a server at once, as each replaces or deletes the other's data ([[LanesOrder]]
 * puts them one after the other). The server stops once both released it (or when the test JVM ends: a run of one
 * contract alone).
 */
object ContractServers {
  /** The contracts that share each version's server. */
  private val Users = 2

  private final class Shared(val server: EmbeddedNeo4j, val home: Path) {
    var released = 0
  }

  private val servers = new ConcurrentHashMap[String, Shared]()

  final val V2210 = "traversal-perfs contract server 2.2.10"
  final val V2312 = "traversal-perfs contract server 2.3.12"
  final val V3012 = "traversal-perfs contract server 3.0.12"
  final val V3535 = "traversal-perfs contract server 3.5.35"
  final val V4448 = "traversal-perfs contract server 4.4.48"
  final val V52630 = "traversal-perfs contract server 5.26.30"
  final val V2026081 = "traversal-perfs contract server 2026.08.1"

  /** `version`'s server, started by the first contract that asks (heap 512m, page cache 32m, an empty store). */
  def acquire(version: String, baseDir: Path): EmbeddedNeo4j =
    servers.computeIfAbsent(version,
      _ => {
        val home = baseDir.resolve(s"target/test-neo4j/contract-$version")
        Directories.deleteRecursively(home)
        new Shared(EmbeddedNeo4j.start(ServerSettings(Neo4jVersions.require(version, baseDir), home, heap = "512m",
              pageCache = "32m", baseDir = baseDir)), home)
      }).server

  /** A contract done with `version`'s server: the last one stops it and removes its store. */
  def release(version: String): Unit =
    Option(servers.get(version)).foreach { shared =>
      val last = shared.synchronized { shared.released += 1; shared.released == Users }
      if (last) {
        servers.remove(version)
        shared.server.close()
        Directories.deleteRecursively(shared.home)
      }
    }
}
