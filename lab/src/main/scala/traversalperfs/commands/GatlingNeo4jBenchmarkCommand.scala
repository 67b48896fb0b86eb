package traversalperfs.commands

import traversalperfs.boltbench.GatlingNeo4jBenchmark

/** `-Pgatling-neo4j-benchmark`: gatling-neo4j against a bare driver loop ([[GatlingNeo4jBenchmark]]). */
object GatlingNeo4jBenchmarkCommand extends Command("gatling-neo4j-benchmark") {
  def run(context: CommandContext): Unit = GatlingNeo4jBenchmark.run(context.parameters, context.baseDir)
}
