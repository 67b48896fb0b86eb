package traversalperfs.comparison

import traversalperfs.console.Say
import traversalperfs.server.StoreEstimate
import traversalperfs.settings.UserError

import java.nio.file.{Files, Path}

/**
 * A comparison's plan, said in one block before anything long starts (a dump carried up the versions, a copy, the first
 * server): what is compared and how many rounds, the Java of each version, the server plugins of each, what becomes of
 * the user's neo4j.conf on each, and the disk the stores still to make will take against the free disk. Its lines head
 * comparison.md too. A plan whose stores cannot fit is refused there, in one line ([[refusal]]).
 */
final case class PreFlight(plan: String, lines: Seq[String], disk: Option[PreFlight.Disk]) {
  def all: Seq[String] = plan +: (lines ++ disk.map(_.line))

  def say(): Unit = {
    Say(s"pre-flight: $plan")
    (lines ++ disk.map(_.line)).foreach(line => Say(s"  $line"))
  }

  /** Why the plan cannot run, if it cannot: its stores would not fit. */
  def refusal: Option[String] = disk.filter(d => d.needBytes > d.freeBytes).map(d =>
    s"pre-flight: the stores still to make need about ${StoreEstimate.size(d.needBytes)} (${d.how}), and " +
      s"${d.where} has ${StoreEstimate.size(d.freeBytes)} free: free some disk or compare fewer versions " +
      "(compare.versions)")

  def refuseIfItCannotRun(): Unit = refusal.foreach(UserError(_))
}

object PreFlight {
  /** The stores' disk: what those still to make need, how that was estimated, and what is free where they go. */
  final case class Disk(needBytes: Long, how: String, freeBytes: Long, where: String) {
    def line: String = s"disk: about ${StoreEstimate.size(needBytes)} for the stores still to make ($how); " +
      s"${StoreEstimate.size(freeBytes)} free under $where"
  }

  /** The disk the estimated stores take (none estimated: no line), against what is free where stores go. */
  def disk(estimates: Seq[(String, StoreEstimate)], stores: Path): Option[Disk] =
    Option.when(estimates.nonEmpty) {
      val existing = Iterator.iterate(stores)(_.getParent).find(p => p == null || Files.exists(p)).orNull
      val free = if (existing == null) Long.MaxValue else Files.getFileStore(existing).getUsableSpace
      // said in the versions' order, those with the same reason together
      val how = estimates.map(_._2.how).distinct.map(how =>
        s"${estimates.filter(_._2.how == how).map(_._1).mkString(", ")}: $how")
      Disk(estimates.map(_._2.bytes).sum, how.mkString("; "), free, stores.toString)
    }
}
