package traversalperfs.commands

import traversalperfs.querylog.QueryLogBenchmark

/** `-Pquerylog-benchmark`: a generated query log imported, its rate and heap ([[QueryLogBenchmark]]). */
object QueryLogBenchmarkCommand extends Command("querylog-benchmark") {
  def run(context: CommandContext): Unit = QueryLogBenchmark.run(context.parameters, context.baseDir)
}
