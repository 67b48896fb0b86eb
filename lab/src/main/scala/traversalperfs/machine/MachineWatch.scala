package traversalperfs.machine

import java.util.concurrent.atomic.AtomicReference

/**
 * Reads the machine, the injector (this JVM) and the server at the start of the measured window ([[begin]]: the first
 * measured request; later calls do nothing) and at its end ([[end]]). Nothing runs in between: two readings of /proc
 * cost microseconds. On a system without /proc there is no load to tell (None).
 */
final class MachineWatch(serverPid: Option[Long], limits: MachineLimits) {
  import MachineWatch._
  private val first = new AtomicReference[Reading]()

  def begin(): Unit = if (first.get == null) read(serverPid).foreach(r => first.compareAndSet(null, r))

  def end(): Option[MachineLoad] =
    for (start <- Option(first.get); stop <- read(serverPid)) yield MachineLoad.between(start, stop, limits, serverPid)
}

object MachineWatch {
  final case class Reading(nanos: Long, machine: ProcFiles.MachineTicks, injectorTicks: Option[Long],
                           serverTicks: Option[Long], serverRssKb: Option[Long], serverPeakKb: Option[Long],
                           injectorRssKb: Option[Long], injectorCpus: Option[String] = None,
                           serverCpus: Option[String] = None,
                           labTicks: Option[Long] = None)

  private val self = ProcessHandle.current.pid

  /**
   * The lab's own processes beside the injector: the commands that started it and wait for it (Gatling's Maven JVM, a
   * comparison's JVM, their shells), its ancestors up to the first process of the system. Not "other processes".
   */
  private val ancestors: Seq[Long] =
    Iterator.iterate(ProcessHandle.current.parent)(_.flatMap(_.parent)).takeWhile(_.isPresent).map(_.get.pid)
      .takeWhile(_ > 1).toSeq

  def read(serverPid: Option[Long]): Option[Reading] = ProcFiles.machine().map(machine =>
    Reading(System.nanoTime, machine,
      ProcFiles.cpuTicks(self), serverPid.flatMap(ProcFiles.cpuTicks(_)),
      serverPid.flatMap(ProcFiles.memoryKb(_, "VmRSS")),
      serverPid.flatMap(ProcFiles.memoryKb(_, "VmHWM")), ProcFiles.memoryKb(self, "VmRSS"), ProcFiles.cpus(self),
      serverPid.flatMap(ProcFiles.cpus(_)), Some(ancestors.flatMap(ProcFiles.cpuTicks(_)).sum)))
}
