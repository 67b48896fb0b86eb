package traversalperfs.results

/** The JVM a cell's server runs in: heap and garbage collector. */
final case class ServerJvm(heap: String, gc: String) {
  def options: Seq[String] = Seq(ServerJvm.GcFlags(gc))
}

object ServerJvm {
  /** CMS is gone from JDK 14 on: it is offered only when the JVM running the servers still has it. */
  val GcFlags: Map[String, String] =
    Map("G1" -> "-XX:+UseG1GC", "Parallel" -> "-XX:+UseParallelGC", "CMS" -> "-XX:+UseConcMarkSweepGC")
}
