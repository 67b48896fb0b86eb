package traversalperfs.commands

import traversalperfs.copies.CopyBenchmark

/** `-Pcopy-benchmark`: a running graph copied into each version, against the bulk populate ([[CopyBenchmark]]). */
object CopyBenchmarkCommand extends Command("copy-benchmark") {
  def run(context: CommandContext): Unit = CopyBenchmark.run(context.parameters, context.baseDir)
}
