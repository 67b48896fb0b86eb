package traversalperfs.dumps

import traversalperfs.server.{AdminTool, Directories, ServerSettings}
import traversalperfs.settings.UserError

import java.nio.file.{Files, Path, StandardCopyOption}

/**
 * A store of the lab's written to a dump by its version's own `neo4j-admin` (its server stopped), as a user makes a
 * backup: a step of the [[DumpLadder]], and how the tests and the benchmark make the dumps they load. The file appears
 * only once whole.
 */
object StoreDump {
  def write(server: ServerSettings, to: Path, log: Path): Unit = {
    val tool = server.neo4j.admin.getOrElse(UserError(s"Neo4j ${server.version} has no neo4j-admin the lab runs"))
    val folder = Files.createDirectories(to.resolveSibling(to.getFileName.toString + ".partial"))
    try {
      val partial = folder.resolve(AdminTool.DumpFileName) // the name 5.x writes in the folder it is given
      val outcome = AdminCommand.run(server, tool, tool.dump(partial), log, s"dumping ${server.home.getFileName}")
      if (!outcome.ok) UserError(s"Neo4j ${server.version}'s neo4j-admin could not dump ${server.home}: " +
        s"${outcome.why} (see $log)")
      Files.move(partial, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
    } finally Directories.deleteRecursively(folder)
  }
}
