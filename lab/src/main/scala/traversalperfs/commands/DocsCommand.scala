package traversalperfs.commands

import traversalperfs.console.Say
import traversalperfs.docs.RefreshDocs

/**
 * `-Pdocs`: every quoted table, the parameter table and the architecture picture made again from their sources, then
 * what the pages still say that no run file holds ([[RefreshDocs]]); fails when anything is left.
 */
object DocsCommand extends Command("docs") {
  def run(context: CommandContext): Unit = {
    val problems = RefreshDocs.run(context.baseDir)
    problems.foreach(Say.error)
    if (problems.nonEmpty) sys.exit(1)
  }
}
