package traversalperfs.server

import java.nio.file.Path

/** Where the lab keeps its servers' stores: one folder per version, one store per dataset in it. */
object Stores {
  /** The store of `dataset` (a folder name its key gives) for Neo4j `version`, under the project's `target/neo4j`. */
  def of(baseDir: Path, version: String, dataset: String): Path = baseDir.resolve(s"target/neo4j/$version/$dataset")
}
