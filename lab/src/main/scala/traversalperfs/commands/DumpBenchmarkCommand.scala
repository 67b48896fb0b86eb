package traversalperfs.commands

import traversalperfs.dumps.DumpBenchmark

/** `-Pdump-benchmark`: the dump ladder against Neo4j's own tools run by hand ([[DumpBenchmark]]). */
object DumpBenchmarkCommand extends Command("dump-benchmark") {
  def run(context: CommandContext): Unit = DumpBenchmark.run(context.parameters, context.baseDir)
}
