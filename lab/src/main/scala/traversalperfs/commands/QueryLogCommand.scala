package traversalperfs.commands

import traversalperfs.querylog.{LogDataset, QueryLogImport}

/** `-Pquerylog`: a query log (or a server's collected queries) into a workload file ([[QueryLogImport]]). */
object QueryLogCommand extends Command("querylog") {
  def run(context: CommandContext): Unit =
    QueryLogImport.run(context.parameters, LogDataset.of(context.parameters, context.baseDir))
}
