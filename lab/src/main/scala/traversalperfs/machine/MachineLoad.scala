package traversalperfs.machine

import traversalperfs.console.Line

/**
 * What the machine did over a run's measured window: the injector's (Gatling's JVM) and the server's CPU in cores (1.0:
 * one core busy the whole window), the machine's idle share (I/O wait included: a core waiting for a disk runs anything
 * else that asks), its I/O-wait and steal shares and context switches, the server's resident memory at the end and at
 * its most (Linux's high-water mark, since the server started), and why the figures may say more about the machine than
 * about Neo4j (`saturated`, empty when nothing was).
 */
final case class MachineLoad(seconds: Double, cores: Int, injectorCores: Double, serverCores: Option[Double],
                             idlePercent: Double, iowaitPercent: Double, stealPercent: Double,
                             contextSwitchesPerSecond: Double, serverRssMb: Option[Double],
                             serverPeakRssMb: Option[Double],
                             injectorRssMb: Option[Double], serverPid: Option[Long], saturated: List[String],
                             /** The CPUs each may run on, as the kernel lists them at the end of the window. */
                             injectorCpus: Option[String] = None, serverCpus: Option[String] = None,
                             /**
                              * The machine's CPU (% of all its cores) used by other processes than the server and the
                              * injector: a build or a browser beside the run (what `docs/runs/publish` refuses).
                              */
                             othersPercent: Option[Double] = None) {
  private def cpu(cores: Double): String = f"$cores%.2f cores (${cores * 100 / this.cores}%.0f %% of the machine)"

  /** The console's lines: what was measured, then each saturation as a warning. */
  def lines: Seq[Line] =
    Line(f"machine over the measured ${seconds}%.1f s ($cores cores): injector (Gatling) " +
      f"${cpu(injectorCores)}, " +
      serverCores.fold("server CPU not seen (not a process of this machine the lab can read)")(s =>
        s"server ${cpu(s)}") +
      f", idle $idlePercent%.0f %% (I/O wait $iowaitPercent%.0f %% of it), steal $stealPercent%.0f %%, " +
      f"$contextSwitchesPerSecond%.0f context switches/s" + othersPercent.fold("")(o =>
        f", other processes $o%.0f %%") +
      serverRssMb.fold("")(rss => f"; server resident $rss%.0f MB (peak ${serverPeakRssMb.getOrElse(rss)}%.0f MB)")) +:
      saturated.map(Line.warning)
}

/**
 * When a run's figures are flagged: the injector above `injectorCpuMaxPercent` of one core, or the machine's idle below
 * `idleMinPercent`.
 */
final case class MachineLimits(injectorCpuMaxPercent: Int, idleMinPercent: Int)

object MachineLimits {
  val Default: MachineLimits = MachineLimits(80, 5)
}

object MachineLoad {
  /** The load between two readings of the same processes; the saturations `limits` define. */
  def between(first: MachineWatch.Reading, last: MachineWatch.Reading, limits: MachineLimits, serverPid: Option[Long])
      : MachineLoad = {
    val seconds = (last.nanos - first.nanos) / 1e9
    val machine = last.machine.total - first.machine.total
    def share(of: ProcFiles.MachineTicks => Long): Double =
      if (machine <= 0) 0 else (of(last.machine) - of(first.machine)) * 100.0 / machine
    def cores(before: Option[Long], after: Option[Long]): Option[Double] =
      for (b <- before; a <- after if seconds > 0) yield (a - b) / ProcFiles.TicksPerSecond / seconds
    val injector = cores(first.injectorTicks, last.injectorTicks).getOrElse(0.0)
    // a core waiting for I/O is free to run anything else: idle for the question "did anyone wait for a core?"
    val idle = share(t => t.idle + t.iowait)
    val saturated =
      (if (injector * 100 > limits.injectorCpuMaxPercent)
         List(f"injector saturated: Gatling used ${injector * 100}%.0f %% of a core " +
           s"(over ${limits.injectorCpuMaxPercent} %, lab.injectorCpuMax): latency includes waiting to send and to " +
           s"read answers")
       else Nil) ++
        (if (idle < limits.idleMinPercent)
           List(f"machine saturated: $idle%.0f %% of its CPU idle (under ${limits.idleMinPercent} %%, " +
             "lab.idleMin): the server and the injector waited for the cores, latency includes that wait")
         else Nil)
    val server = cores(first.serverTicks, last.serverTicks)
    // the processes' time (user and system), less the injector's, the server's and the lab's own commands' (the
    // injector's ancestors): what other processes took. Interrupt time is left out: the run's own loopback traffic is
    // handled there, charged to no process
    val lab = cores(first.labTicks, last.labTicks).getOrElse(0.0)
    val others = server.filter(_ => machine > 0).map(s =>
      (share(t => t.user + t.nice + t.system) -
        (injector + s + lab) * 100 / last.machine.cores).max(0))
    MachineLoad(seconds, last.machine.cores, injector, server, idle, share(_.iowait),
      share(_.steal), if (seconds > 0) (last.machine.contextSwitches - first.machine.contextSwitches) / seconds else 0,
      last.serverRssKb.map(_ / 1024.0), last.serverPeakKb.map(_ / 1024.0), last.injectorRssKb.map(_ / 1024.0),
      serverPid,
      saturated, last.injectorCpus, last.serverCpus, others)
  }
}
