package traversalperfs.figures

import traversalperfs.settings.{ParameterCatalog => P}

/** The JVM a server runs in: heap and garbage collector. */
final case class ServerJvm(heap: String, gc: String) {
  def options: Seq[String] = Seq(ServerJvm.GcFlags(gc))
}

object ServerJvm {
  /** CMS is gone from JDK 14 on: it is offered only when the JVM running the servers still has it. */
  val GcFlags: Map[String, String] =
    Map("G1" -> "-XX:+UseG1GC", "Parallel" -> "-XX:+UseParallelGC", "CMS" -> "-XX:+UseConcMarkSweepGC")

  /**
   * The comparison's server JVMs, for every workload: `compare.heaps` (default the run's heap) x `compare.gcs` (G1).
   */
  def load(parameters: traversalperfs.settings.Parameters, heap: String): Seq[ServerJvm] = {
    val heaps = parameters(P.CompareHeaps, Seq(heap))
    heaps.filterNot(_.matches("""\d+[kKmMgG]""")).foreach(h =>
      traversalperfs.settings.UserError(s"compare.heaps must be sizes like 1g,4g; got '$h'"))
    val gcs = parameters.among(P.CompareGcs, P.CompareGcs.default.get, GcFlags.keySet.toSeq.sorted)
    if (gcs.contains("CMS") && Runtime.version().feature() >= 14)
      traversalperfs.settings.UserError(
        s"compare.gcs: CMS does not exist on this JDK (${Runtime.version()}); use G1 or Parallel")
    for (heap <- heaps; gc <- gcs) yield ServerJvm(heap, gc)
  }
}
