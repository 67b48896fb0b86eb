package traversalperfs.measure

import traversalperfs.targets.RequestWork

/**
 * What a replay writes for other tools (the comparison reads it): its rows and its load in words; then what the run
 * measured, each absent when it was not measured (a workload without the extension has no heap): the server's heap
 * after GC before and after the load, how its warm-up ended and whether latency had settled by then, the answers per
 * second achieved and, in the open model, offered, a capacity search's levels, and the figures a workload measures of
 * its own (`workloadFigures`: the traversal's cache entries and clears, [[traversalperfs.workloads.traversal]]).
 */
final case class ReplaySummary(rows: List[LatencyRow], load: String, heapBeforeBytes: Option[Long] = None,
                               heapAfterBytes: Option[Long] = None, warmUp: Option[String] = None,
                               requestsPerSecond: Option[Double] = None, offeredPerSecond: Option[Double] = None,
                               capacity: Option[CapacityResult] = None,
                               warmUpSettled: Option[Boolean] = None,
                               /** The JDK an embedded server ran on ([[ServerJava.json]]); a target's is its own. */
                               serverJava: Option[Map[String, String]] = None,
                               /** The machine over the measured window ([[traversalperfs.machine.MachineLoad]]). */
                               machine: Option[traversalperfs.machine.MachineLoad] = None,
                               /** The lab's own overhead on each transport ([[LabOverhead]]). */
                               labOverhead: List[LabOverhead] = Nil,
                               /** The open model's on-time audit ([[OnTimeAudit]]). */
                               onTime: Option[OnTime] = None,
                               /** `lab.pin`'s CPUs, when the server and the injector were kept apart. */
                               pinned: Option[String] = None,
                               /** What each request does on the server, asked after the load ([[RequestWork]]). */
                               work: List[RequestWork] = Nil,
                               /** The closed model's mean think time, ms, where the lab chose one ([[ThinkTime]]). */
                               thinkTimeMillis: Option[Long] = None,
                               /** What the workload measures of its own, by name; absent when none. */
                               workloadFigures: Option[Map[String, Long]] = None) {
  /** The server's working set: its heap after a full GC once the load was over. */
  def workingSetMb: Option[Double] = heapAfterBytes.map(_ / 1e6)

  def json: String = {
    import org.json4s._
    import org.json4s.native.Serialization
    implicit val formats: Formats = DefaultFormats
    Serialization.writePretty(this)
  }

  /** Written where `lab.summary` says, for the comparison and other tools. */
  def write(path: java.nio.file.Path): Unit = {
    java.nio.file.Files.createDirectories(path.getParent)
    java.nio.file.Files.writeString(path, json)
  }
}
