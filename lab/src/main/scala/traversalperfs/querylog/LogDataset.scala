package traversalperfs.querylog

import traversalperfs.copies.CopySource
import traversalperfs.dumps.DumpFile
import traversalperfs.settings.{ParameterCatalog => P, Parameters}

import java.nio.file.Path

/**
 * The graph a log's queries read, as `-Ddataset` names it for the import and the rehearsal: a dump (`neo4j-admin dump`,
 * read at once: a wrong file is one line, not minutes later) or a running server's URI to copy. Its key and value are
 * what the imported workload file's `dataset` gets.
 */
object LogDataset {
  def of(parameters: Parameters, baseDir: Path): Option[(String, String)] = parameters.get(P.Dataset).map { named =>
    if (named.contains("://")) "copy" -> CopySource.check(named, "dataset")
    else {
      val dump = baseDir.resolve(named).normalize
      DumpFile.read(dump, "dataset")
      "dump" -> dump.toString
    }
  }
}
